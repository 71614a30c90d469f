import {
  FACILITY_USER_MESSAGES,
  offsetPage,
  type FacilityUserCreateBody,
  type FacilityUserListQuery,
  type FacilityUserRow,
  type OffsetPage,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { z } from "zod";
import { AppError, notFound } from "../../../errors.js";
import type { AccessState } from "../../../plugins/access-state.js";
import type { FirstLoginInviter } from "../../auth/first-login-invite.js";
import { emailInUse, FACILITY_USER_SELECT, facilityUserRow, facilityUserWhere, listFacilityUsers } from "./repo.js";

export interface FacilityUserService {
  list(q: z.output<typeof FacilityUserListQuery>): Promise<OffsetPage<FacilityUserRow>>;
  create(body: z.output<typeof FacilityUserCreateBody>): Promise<FacilityUserRow>;
  setActive(email: string, isActive: boolean): Promise<FacilityUserRow>;
}

const fieldError = (code: "CONFLICT" | "NOT_FOUND", field: string, message: string): AppError =>
  new AppError(code, message, { fields: [{ field, reason: message }] });

/** Facility (agency) agents: the corp facility users list, creation, disable and enable (spec 2 §3, §4, §7). */
export function createFacilityUserService(deps: {
  prisma: PrismaClient;
  inviter: FirstLoginInviter;
  /** Publishes a disabled agent, so their access tokens stop at once. */
  access: AccessState;
}): FacilityUserService {
  const { prisma, inviter, access } = deps;
  return {
    async list(q) {
      const where = facilityUserWhere({
        corporateId: q.corporate_id,
        facilityId: q.agency,
        nameWords: q.agent_name ? q.agent_name.split(" ") : [],
        isActive: q.status === undefined ? undefined : q.status === "Active",
      });
      const { rows, total } = await listFacilityUsers(prisma, where, q);
      return offsetPage(rows, total, q.offset);
    },

    async create(body) {
      const facility = await prisma.facility.findUnique({ where: { id: body.facility_id }, select: { id: true } });
      if (!facility) throw fieldError("NOT_FOUND", "body.facility_id", FACILITY_USER_MESSAGES.unknownFacility);
      if (await emailInUse(prisma, body.email)) {
        throw fieldError("CONFLICT", "body.email", FACILITY_USER_MESSAGES.emailInUse);
      }
      const created = await prisma.staffUser.create({
        data: {
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          phone: body.phone ?? null,
          primaryRole: "FACILITY_AGENT",
          facilityId: facility.id,
          // No password until the person chooses one with the mailed code.
          isFirstLogin: true,
        },
        select: FACILITY_USER_SELECT,
      });
      await inviter.invite({ id: created.id, email: created.email });
      return facilityUserRow(created);
    },

    async setActive(email, isActive) {
      const agent = await prisma.staffUser.findFirst({
        where: { email, primaryRole: "FACILITY_AGENT" },
        select: { id: true },
      });
      if (!agent) throw notFound("Facility user");
      const row = await prisma.$transaction(async (tx) => {
        const updated = await tx.staffUser.update({
          where: { id: agent.id },
          data: { isActive },
          select: FACILITY_USER_SELECT,
        });
        // A disabled agent's refresh tokens die with the account.
        if (!isActive) {
          await tx.refreshTokenFamily.updateMany({
            where: { userId: agent.id, revokedAt: null },
            data: { revokedAt: new Date(), revokeReason: "account_blocked" },
          });
        }
        return facilityUserRow(updated);
      });
      // The active flag bumped the access version (trigger): a disabled agent's access tokens stop now.
      await access.accountChanged(agent.id);
      return row;
    },
  };
}
