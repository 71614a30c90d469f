import { CLIENT_CONFIG_KEYS, CONFIG_MESSAGES, type ClientConfigKey, type ConfigEntry } from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";
import { badRequest } from "../../../errors.js";

export interface ConfigAdminService {
  list(): Promise<ConfigEntry[]>;
  save(name: ClientConfigKey, value: unknown): Promise<ConfigEntry>;
}

const WARNING = "portal_password_expiry_warning";
const LIFETIME = "portal_password_expiry_days";

const asNumber = (v: unknown): number | null => (typeof v === "number" ? v : null);

/**
 * The admin editor of the client configuration (adminTools). Values were checked by their key's rule in the
 * contract; the one rule across keys is here: the expiry warning cannot start before the password's life begins.
 */
export function createConfigAdminService(prisma: PrismaClient): ConfigAdminService {
  return {
    async list() {
      const rows = await prisma.clientConfiguration.findMany({ where: { name: { in: [...CLIENT_CONFIG_KEYS] } } });
      const byName = new Map(rows.map((r) => [r.name, r]));
      return CLIENT_CONFIG_KEYS.map((name) => {
        const row = byName.get(name);
        return { name, value: row?.value ?? null, updated_at: row?.updatedAt.toISOString() ?? null };
      });
    },

    async save(name, value) {
      if (value === null) {
        // Cleared: the portal's default (or the server's, for map_tile_url) applies again.
        await prisma.clientConfiguration.deleteMany({ where: { name } });
        return { name, value: null, updated_at: null };
      }
      if (name === WARNING || name === LIFETIME) {
        const other = await prisma.clientConfiguration.findUnique({
          where: { name: name === WARNING ? LIFETIME : WARNING },
        });
        const warning = name === WARNING ? asNumber(value) : asNumber(other?.value);
        const lifetime = name === LIFETIME ? asNumber(value) : asNumber(other?.value);
        if (warning !== null && lifetime !== null && warning > lifetime) {
          throw badRequest(CONFIG_MESSAGES.warningAfterExpiry, [
            { field: "body.value", reason: CONFIG_MESSAGES.warningAfterExpiry },
          ]);
        }
      }
      const json = value as Prisma.InputJsonValue;
      const row = await prisma.clientConfiguration.upsert({
        where: { name },
        create: { name, value: json },
        update: { value: json },
      });
      return { name, value: row.value, updated_at: row.updatedAt.toISOString() };
    },
  };
}
