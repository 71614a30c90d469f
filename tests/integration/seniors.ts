// Seeded seniors the users-service tests act on, chosen by the rules that matter to them.
import type { Prisma, Senior } from "@care/db";
import type { Harness } from "../support/harness.js";
import { suiteValue } from "../support/suite-value.js";

export { ref } from "../support/fixtures.js";

export interface UsersSeniors {
  /** Assigned to agent@demo.care (members 100001–100040): the agent writes without a break-glass reason. */
  assigned: Senior;
  /** A resident of facility@demo.care's facility. */
  resident: Senior;
  /** Not in facility@demo.care's facility (404 to the facility agent) and not coached by agent@demo.care. */
  outsider: Senior;
}

/** Seniors agent@demo.care coaches now. */
const coachedBy = (h: Harness): Prisma.SeniorWhereInput => ({
  careAgentAssignments: { some: { staffUserId: h.user("agent").id, unassignedAt: null } },
});

export async function pickSeniors(h: Harness, offset = 0): Promise<UsersSeniors> {
  const facilityId = h.user("facility").facilityId;
  if (!facilityId) throw new Error("facility@demo.care has no facility in the seed");
  const assigned = await h.prisma.senior.findFirstOrThrow({
    where: coachedBy(h),
    orderBy: { memberId: "asc" },
    skip: offset,
  });
  const resident = await h.prisma.senior.findFirstOrThrow({
    where: { facilityId },
    orderBy: { memberId: "asc" },
    skip: offset,
  });
  const outsider = await h.prisma.senior.findFirstOrThrow({
    where: {
      OR: [{ facilityId: null }, { facilityId: { not: facilityId } }],
      NOT: coachedBy(h),
    },
    orderBy: { memberId: "asc" },
    skip: offset + 1,
  });
  return { assigned, resident, outsider };
}

/**
 * pickSeniors for a test file, in a beforeAll registered here: call it after setupHarness (whose beforeAll must run
 * first) and before the file's own beforeAll that uses the seniors. Read them in hooks and tests.
 */
export function setupSeniors(h: Harness, offset = 0): UsersSeniors {
  const current = suiteValue("the file's seniors", () => pickSeniors(h, offset));
  return {
    get assigned() {
      return current().assigned;
    },
    get resident() {
      return current().resident;
    },
    get outsider() {
      return current().outsider;
    },
  };
}

/** The first `take` seniors agent@demo.care coaches (after `skip`), by member id: one per test or describe. */
export function coachedSeniors(h: Harness, take: number, skip = 0): Promise<Senior[]> {
  return h.prisma.senior.findMany({ where: coachedBy(h), orderBy: { memberId: "asc" }, skip, take });
}
