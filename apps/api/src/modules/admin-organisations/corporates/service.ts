import {
  ORGANISATION_MESSAGES,
  offsetPage,
  type CorporateCreateBody,
  type CorporateListQuery,
  type CorporationRow,
  type OffsetPage,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { z } from "zod";
import { fieldConflict } from "../../../errors.js";
import { CORPORATION_SELECT, corporationNameTaken, listCorporations, withCounts } from "./repo.js";

export interface CorporateService {
  list(q: z.output<typeof CorporateListQuery>): Promise<OffsetPage<CorporationRow>>;
  create(body: z.output<typeof CorporateCreateBody>): Promise<CorporationRow>;
}

/** The corporate management list (spec 2 §2) and corporation creation with duplicate validation (spec 2 §7). */
export function createCorporateService(prisma: PrismaClient): CorporateService {
  return {
    async list(q) {
      const { rows, total } = await listCorporations(prisma, {
        offset: q.offset,
        limit: q.limit,
        name: q.corporation_name || undefined,
      });
      return offsetPage(await withCounts(prisma, rows), total, q.offset);
    },

    async create(body) {
      if (await corporationNameTaken(prisma, body.name)) {
        // A duplicate name is the caller's to fix: the form shows it under the name.
        throw fieldConflict("body.name", ORGANISATION_MESSAGES.corporationNameInUse);
      }
      const created = await prisma.corporation.create({
        data: { name: body.name, phoneOffice: body.phone_office },
        select: CORPORATION_SELECT,
      });
      return {
        id: created.id,
        name: created.name,
        phone_office: created.phoneOffice,
        facility_count: 0,
        total_residents: 0,
      };
    },
  };
}
