import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessClaims } from "@care/contracts";
import type { PrismaClient } from "@care/db";
import { requireSenior, seniorScope } from "../../../apps/api/src/access/senior-visibility.js";
import { AppError } from "../../../apps/api/src/errors.js";
import { DEMO_ACCOUNTS, type Harness, startHarness } from "../../support/harness.js";
import { CAREGIVER_EMAIL } from "../../support/sign-in.js";

/** Every seeded account, the caregiver too: scope must give a Caregiver token nothing. */
const ACCOUNTS = { ...DEMO_ACCOUNTS, caregiver: CAREGIVER_EMAIL };

let h: Harness;
let prisma: PrismaClient;
const claims: Record<string, AccessClaims> = {};
let facilityId: string;

function claimsOf(sub: string, email: string, roles: string[], facility: string | null = null): AccessClaims {
  return {
    sub,
    email,
    roles,
    name: { first_name: "T", middle_name: null, last_name: "T" },
    first_login: false,
    facility_info: facility
      ? {
          corporate_name: "c",
          corporate_id: "c",
          facility_id: facility,
          facility_type: "assisted_living",
          facility_name: "f",
        }
      : null,
    password_created: new Date().toISOString(),
  };
}

beforeAll(async () => {
  h = await startHarness();
  prisma = h.app.prisma;
  const users = await prisma.staffUser.findMany({ where: { email: { in: Object.values(ACCOUNTS) } } });
  const byEmail = new Map(users.map((u) => [u.email, u]));
  for (const [key, email] of Object.entries(ACCOUNTS)) {
    const u = byEmail.get(email);
    if (!u) throw new Error(`seed lacks ${email}`);
    claims[key] = claimsOf(u.id, u.email, [u.primaryRole], u.facilityId);
  }
  facilityId = byEmail.get(ACCOUNTS.facility)?.facilityId ?? "";
});
afterAll(async () => {
  await h?.close();
});

const count = (user: AccessClaims, allSeniors?: boolean) =>
  prisma.senior.count({ where: seniorScope(user, { allSeniors }) });

describe("seniorScope", () => {
  it("gives admins, wellness admins, warehouse employees and BDMs every senior", async () => {
    const all = await prisma.senior.count();
    for (const key of ["admin", "wellness", "warehouse", "bdm"])
      expect(await count(claims[key] as AccessClaims), key).toBe(all);
  });

  it("narrows a care agent to their open assignments (agent@demo.care: 100001–100040) unless All Seniors", async () => {
    const agent = claims.agent as AccessClaims;
    const seniors = await prisma.senior.findMany({ where: seniorScope(agent), select: { memberId: true } });
    const ids = seniors.map((s) => s.memberId).sort((a, b) => a - b);
    expect(ids[0]).toBe(100001);
    expect(ids.at(-1)).toBe(100040);
    expect(ids).toHaveLength(40);
    expect(await count(agent, true)).toBe(await prisma.senior.count());
  });

  it("forgets a closed assignment", async () => {
    const agent = claims.agent as AccessClaims;
    const a = await prisma.careAgentAssignment.findFirstOrThrow({
      where: { staffUserId: agent.sub, unassignedAt: null },
    });
    await prisma.careAgentAssignment.update({ where: { id: a.id }, data: { unassignedAt: new Date() } });
    expect(await count(agent)).toBe(39);
    await prisma.careAgentAssignment.update({ where: { id: a.id }, data: { unassignedAt: null } });
  });

  it("keeps a facility agent in their facility, even with All Seniors", async () => {
    const facility = claims.facility as AccessClaims;
    const expected = await prisma.senior.count({ where: { facilityId } });
    expect(expected).toBeGreaterThan(0);
    expect(await count(facility)).toBe(expected);
    expect(await count(facility, true)).toBe(expected);
    expect(await count({ ...facility, facility_info: null })).toBe(0);
  });

  it("gives a user holding several roles the union of their scopes", async () => {
    const both = {
      ...(claims.facility as AccessClaims),
      sub: (claims.agent as AccessClaims).sub,
      roles: ["FACILITY_AGENT", "CareAgent"],
    };
    const expected = await prisma.senior.count({
      where: {
        OR: [{ facilityId }, { careAgentAssignments: { some: { staffUserId: both.sub, unassignedAt: null } } }],
      },
    });
    expect(await count(both)).toBe(expected);
  });

  it("reads a token without roles as a care agent, and sees nothing for a caregiver", async () => {
    expect(await count({ ...(claims.agent as AccessClaims), roles: [] })).toBe(40);
    expect(await count(claims.caregiver as AccessClaims)).toBe(0);
  });
});

describe("requireSenior", () => {
  const notFound = async (p: Promise<unknown>): Promise<void> => {
    const err = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(404);
  };

  it("returns a senior inside the scope (with its account id when given)", async () => {
    const s = await prisma.senior.findFirstOrThrow({ where: { facilityId } });
    const found = await requireSenior(prisma, claims.facility as AccessClaims, s.id, s.accountId);
    expect(found.id).toBe(s.id);
    expect((await requireSenior(prisma, claims.admin as AccessClaims, s.id)).id).toBe(s.id);
  });

  it("answers 404, not 403, for another facility's senior", async () => {
    const other = await prisma.senior.findFirstOrThrow({ where: { facilityId: { not: facilityId } } });
    await notFound(requireSenior(prisma, claims.facility as AccessClaims, other.id));
  });

  it("lets a care agent open any senior (All Seniors) unless assignedOnly", async () => {
    const other = await prisma.senior.findFirstOrThrow({ where: { memberId: 100200 } });
    const agent = claims.agent as AccessClaims;
    expect((await requireSenior(prisma, agent, other.id)).id).toBe(other.id);
    await notFound(requireSenior(prisma, agent, other.id, undefined, { assignedOnly: true }));
    const mine = await prisma.senior.findFirstOrThrow({ where: { memberId: 100001 } });
    expect((await requireSenior(prisma, agent, mine.id, undefined, { assignedOnly: true })).id).toBe(mine.id);
  });

  it("answers 404 for a mismatched account id, an unknown id and a malformed id", async () => {
    const s = await prisma.senior.findFirstOrThrow();
    const admin = claims.admin as AccessClaims;
    await notFound(requireSenior(prisma, admin, s.id, "00000000-0000-4000-8000-000000000000"));
    await notFound(requireSenior(prisma, admin, "00000000-0000-4000-8000-000000000000"));
    await notFound(requireSenior(prisma, admin, "not-a-uuid"));
    await notFound(requireSenior(prisma, admin, s.id, "x"));
  });
});
