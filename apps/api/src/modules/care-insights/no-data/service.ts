import type { z } from "zod";
import {
  NO_DATA,
  NO_DATA_DEVICES,
  type AccessClaims,
  type NoDataDevice,
  type NoDataSetting,
  type noDataRoutes,
} from "@care/contracts";
import type { DeviceType } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";
import type { CareInsightDeps } from "../deps.js";

type SettingsQuery = z.output<typeof noDataRoutes.settings.querystring>;
type UpdateBody = z.output<typeof noDataRoutes.update.body>;

export interface NoDataService {
  settings(user: AccessClaims, q: SettingsQuery): Promise<NoDataSetting[]>;
  update(user: AccessClaims, body: UpdateBody): Promise<NoDataSetting[]>;
}

const KIND_OF: Partial<Record<DeviceType, NoDataDevice>> = {
  watch: "watch",
  techuva_watch: "watch",
  scale: "scale",
  sleep: "sleep",
};

/** The senior's silences per device kind (docs/care-insights.md "No-data alerts"); the worker raises the alerts. */
export function createNoDataService(deps: CareInsightDeps): NoDataService {
  const { prisma } = deps;

  async function read(seniorId: string): Promise<NoDataSetting[]> {
    const [own, links, open] = await Promise.all([
      prisma.noDataSetting.findMany({ where: { seniorId } }),
      prisma.deviceAssignment.findMany({
        where: { seniorId, unlinkedAt: null },
        select: { deviceId: true, device: { select: { type: true } } },
        orderBy: { assignedAt: "desc" },
      }),
      prisma.noDataAlert.findMany({ where: { seniorId, clearedAt: null } }),
    ]);
    return NO_DATA_DEVICES.map((kind) => {
      const d = NO_DATA.devices[kind];
      const setting = own.find((s) => s.device === kind);
      const alert = open.find((a) => a.device === kind);
      return {
        device_type: kind,
        unit: d.unit,
        silence: setting?.silence ?? d.default,
        default_silence: d.default,
        min: d.min,
        max: d.max,
        enabled: setting?.enabled ?? true,
        customized: setting !== undefined,
        device_id: links.find((l) => KIND_OF[l.device.type] === kind)?.deviceId ?? null,
        open_alert: alert
          ? {
              care_insight_id: alert.insightId,
              silence_start: alert.silenceStart.toISOString(),
              raised_at: alert.raisedAt.toISOString(),
            }
          : null,
      };
    });
  }

  return {
    async settings(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id, q.account_id);
      return read(senior.id);
    },

    async update(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const d = NO_DATA.devices[body.device_type];
      const key = { seniorId_device: { seniorId: senior.id, device: body.device_type } };
      const current = await prisma.noDataSetting.findUnique({ where: key });
      const silence = body.silence === undefined ? (current?.silence ?? d.default) : (body.silence ?? d.default);
      const enabled = body.enabled ?? current?.enabled ?? true;
      // Back to the default silence with the alert on: no row of its own, so a later change of the default applies.
      if (silence === d.default && enabled) {
        await prisma.noDataSetting.deleteMany({ where: { seniorId: senior.id, device: body.device_type } });
      } else {
        await prisma.noDataSetting.upsert({
          where: key,
          create: { seniorId: senior.id, device: body.device_type, silence, enabled, updatedById: user.sub },
          update: { silence, enabled, updatedById: user.sub },
        });
      }
      return read(senior.id);
    },
  };
}
