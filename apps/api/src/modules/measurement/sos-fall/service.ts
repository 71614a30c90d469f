import type { z } from "zod";
import {
  msToNs,
  SOS_FALL_MAX_ROWS,
  SOS_FALL_WINDOW_DAYS,
  type AccessClaims,
  type SosFallQuery,
  type SosFallSchema,
} from "@care/contracts";
import type { Db } from "@care/db";
import { requireVitalsSenior } from "../../../access/senior-visibility.js";
import { badRequest } from "../../../errors.js";
import { DAY_MS } from "@care/time";

export interface SosFallService {
  list(user: AccessClaims, q: z.output<typeof SosFallQuery>): Promise<z.output<typeof SosFallSchema>>;
}

export function createSosFallService(deps: { prisma: Db; now?: () => number }): SosFallService {
  const { prisma } = deps;
  const now = deps.now ?? Date.now;
  return {
    async list(user, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      const end = q.end_timestamp ?? now();
      const start = q.start_timestamp ?? end - SOS_FALL_WINDOW_DAYS * DAY_MS;
      if (start >= end) throw badRequest("start_timestamp must be before end_timestamp");
      // SOS and falls are one table (alarm.type), so "merged, newest first, 20" is one indexed query.
      const rows = await prisma.alarm.findMany({
        where: { seniorId: senior.id, occurredAt: { gte: new Date(start), lt: new Date(end) } },
        orderBy: [{ occurredAt: "desc" }, { id: "asc" }],
        take: SOS_FALL_MAX_ROWS,
        select: { id: true, type: true, status: true, occurredAt: true, lat: true, lng: true },
      });
      return rows.map((a) => ({
        alarm_id: a.id,
        type: a.type,
        time: msToNs(a.occurredAt.getTime()),
        status: a.status,
        lat: a.lat,
        lng: a.lng,
      }));
    },
  };
}
