import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { CareInsightStatus, CareInsightType, PrismaClient } from "@care/db";
import { buildApp } from "../../../apps/api/src/app.js";
import { tokenFor } from "../../support/tokens.js";
import { createTestEnv, type TestEnv } from "../../support/test-env.js";

/** Seeded demo accounts, one per role (prisma/seed/staff.ts). */
export const ACCOUNTS = {
  admin: "admin@demo.care",
  agent: "agent@demo.care",
  wellness: "wellness@demo.care",
  warehouse: "warehouse@demo.care",
  bdm: "bdm@demo.care",
  facility: "facility@demo.care",
} as const;
export type Who = keyof typeof ACCOUNTS;

export interface Harness {
  app: FastifyInstance;
  prisma: PrismaClient;
  tokens: Record<Who, string>;
  users: Record<Who, { id: string; facilityId: string | null }>;
  /** A resident of facility@demo.care's facility, and a senior outside it. */
  resident: { id: string; accountId: string; facilityId: string };
  outsider: { id: string; accountId: string };
  close(): Promise<void>;
}

/** One app over a fresh copy of the seeded database, with forged tokens carrying real seeded user ids. */
export async function startHarness(): Promise<Harness> {
  const env: TestEnv = await createTestEnv();
  const app = await buildApp({ config: env.config, logger: false });
  await app.ready();
  const prisma = app.prisma;
  const tokens = {} as Record<Who, string>;
  const users = {} as Harness["users"];
  for (const [who, email] of Object.entries(ACCOUNTS) as [Who, string][]) {
    const u = await prisma.staffUser.findUniqueOrThrow({ where: { email } });
    users[who] = { id: u.id, facilityId: u.facilityId };
    tokens[who] = (await tokenFor(app, email)).token;
  }
  const facilityId = users.facility.facilityId;
  if (!facilityId) throw new Error("facility@demo.care has no facility in the seed");
  const resident = await prisma.senior.findFirstOrThrow({ where: { facilityId }, orderBy: { memberId: "asc" } });
  const outsider = await prisma.senior.findFirstOrThrow({
    where: { OR: [{ facilityId: null }, { facilityId: { not: facilityId } }] },
    orderBy: { memberId: "asc" },
  });
  return {
    app,
    prisma,
    tokens,
    users,
    resident: { id: resident.id, accountId: resident.accountId, facilityId },
    outsider: { id: outsider.id, accountId: outsider.accountId },
    async close() {
      await app.close();
      await env.cleanup();
    },
  };
}

export interface Envelope<T = unknown> {
  application_code: number;
  message: string;
  data: T;
  error: { code: string; fields?: { field: string; reason: string }[] } | null;
}

/** inject() as a user; GET params go to the query string. */
export function call(
  h: Harness,
  who: Who,
  method: InjectOptions["method"],
  url: string,
  input?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const headers = { authorization: `Bearer ${h.tokens[who]}` };
  if (method === "GET") {
    const query = Object.fromEntries(
      Object.entries(input ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
    );
    return h.app.inject({ method, url, headers, query });
  }
  return h.app.inject({ method, url, headers, payload: input ?? {} });
}

export const json = <T>(res: LightMyRequestResponse): Envelope<T> => res.json<Envelope<T>>();

/** An insight as the worker or an earlier call would have left it. */
export async function makeInsight(
  prisma: PrismaClient,
  o: {
    seniorId: string;
    type?: CareInsightType;
    status?: CareInsightStatus;
    message?: string;
    facilityId?: string | null;
    createdAt?: Date;
  },
): Promise<string> {
  const type = o.type ?? "alert";
  const row = await prisma.careInsight.create({
    data: {
      seniorId: o.seniorId,
      facilityId: o.facilityId ?? null,
      type,
      kind: type === "alert" ? "action" : type === "summary" || type === "facility_summary" ? type : "alert",
      status: o.status ?? "new",
      message: o.message ?? `Generated ${type} message`,
      vitalType: type === "alert" ? "heart_rate" : null,
      ...(o.createdAt ? { createdAt: o.createdAt, updatedAt: o.createdAt } : {}),
    },
  });
  return row.id;
}

/** Fan-out events written to the outbox for an insight, oldest first. */
export async function fanoutEvents(prisma: PrismaClient, careInsightId: string): Promise<string[]> {
  const rows = await prisma.outbox.findMany({ where: { topic: "insight-fanout" }, orderBy: { id: "asc" } });
  return rows
    .map((r) => r.payload as { care_insight_id?: string; event?: string })
    .filter((p) => p.care_insight_id === careInsightId)
    .map((p) => p.event ?? "");
}
