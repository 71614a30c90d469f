// The client-configuration keys the portal fetches at start (spec 1 §3) plus the idle timeout (spec 1 §9).
// Existing values are kept on re-seed, so an administrator's change survives `npm run db:seed`.
import type { Prisma, PrismaClient } from "@care/db";
import { insertMissing } from "./batch.js";
import { ANCHOR } from "./dates.js";

export const CLIENT_CONFIGURATION: Readonly<Record<string, Prisma.InputJsonValue>> = {
  /** Locate-me response time-out, ms. */
  locate_me_loader: 30_000,
  /** Where the portal uploads the "portal info" document (served by the API, stored in object storage). */
  portal_info_upload_url: "/api/v1/portal-info/upload",
  portal_info_upload_file: "portal-info.pdf",
  /** Help resources linked from the portal's info menu. */
  portal_info_resources: [
    { name: "Portal user guide", url: "/docs/portal-user-guide.pdf" },
    { name: "Device troubleshooting", url: "/docs/device-troubleshooting.pdf" },
  ],
  /** Auto-save timer of long forms, ms. */
  portal_auto_save_timeout: 60_000,
  /** Days before expiry when the password warning appears. */
  portal_password_expiry_warning: 14,
  portal_password_expiry_days: 90,
  /** Inactivity before automatic logout, ms (5 days). */
  portal_idle_timeout: 432_000_000,
};

export async function seedClientConfiguration(prisma: PrismaClient, anchor: Date = ANCHOR): Promise<number> {
  const rows: Prisma.ClientConfigurationCreateManyInput[] = Object.entries(CLIENT_CONFIGURATION).map(
    ([name, value]) => ({ name, value, updatedAt: anchor }),
  );
  return insertMissing((a) => prisma.clientConfiguration.createMany(a), rows);
}
