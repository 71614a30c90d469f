import {
  END_OFFSET,
  ORGANISATION_MESSAGES,
  type CorporateCreateBody,
  type CorporateListQuery,
  type CorporationRow,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { z } from "zod";
import { AppError } from "../../../errors.js";
import { CORPORATION_SELECT, corporationNameTaken, listCorporations, withCounts } from "./repo.js";

export interface CorporatePage {
  items: CorporationRow[];
  total: number;
  next_offset: number;
}

export interface CorporateService {
  list(q: z.output<typeof CorporateListQuery>): Promise<CorporatePage>;
  create(body: z.output<typeof CorporateCreateBody>): Promise<CorporationRow>;
}

/** A duplicate name is the caller's to fix: 409 with the field, so the form shows it under the name. */
export const duplicateName = (message: string): AppError =>
  new AppError("CONFLICT", message, { fields: [{ field: "body.name", reason: message }] });

/** The corporate management list (spec 2 §2) and corporation creation with duplicate validation (spec 2 §7). */
export function createCorporateService(prisma: PrismaClient): CorporateService {
  return {
    async list(q) {
      const { rows, total } = await listCorporations(prisma, {
        offset: q.offset,
        limit: q.limit,
        name: q.corporation_name || undefined,
      });
      const end = q.offset + rows.length;
      return { items: await withCounts(prisma, rows), total, next_offset: end < total ? end : END_OFFSET };
    },

    async create(body) {
      if (await corporationNameTaken(prisma, body.name)) {
        throw duplicateName(ORGANISATION_MESSAGES.corporationNameInUse);
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
