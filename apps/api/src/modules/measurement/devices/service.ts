import type { z } from "zod";
import type { DeviceHistoryQuery, DeviceHistorySchema } from "@care/contracts";
import type { Db } from "@care/db";
import { deviceHistoryPage } from "./repo.js";

export interface DeviceHistoryService {
  list(q: z.output<typeof DeviceHistoryQuery>): Promise<z.output<typeof DeviceHistorySchema>>;
}

/** IoT device history: every role allowed on the page sees every device (devices are not senior-scoped data). */
export function createDeviceHistoryService(deps: { prisma: Db }): DeviceHistoryService {
  return {
    async list(q) {
      const { rows, total } = await deviceHistoryPage(deps.prisma, {
        search: q.search === "" ? undefined : q.search,
        deviceType: q.device_type,
        offset: q.offset,
        limit: q.limit,
      });
      const next = q.offset + rows.length;
      return {
        items: rows.map((r) => ({
          device_id: r.device_id,
          unique_identifier: r.unique_identifier,
          device_type: r.device_type,
          member_id: r.member_id,
          senior_name: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ""}`.trim(),
          assigned_date: r.assigned_at?.toISOString() ?? null,
          unlinked_date: r.unlinked_at?.toISOString() ?? null,
          status: r.status,
        })),
        total,
        next_offset: next < total ? next : -1,
      };
    },
  };
}
