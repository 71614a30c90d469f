import { z } from "zod";
import { CLIENT_CONFIG_KEYS, type ClientConfigKey } from "../config-keys.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";

/** Only an Admin changes what every portal loads at start (idle logout, password expiry...). */
export const CONFIG_EDITOR_ROLES: readonly StaffRole[] = ["Admin"];

/** How the editor shows a value: a whole number with a unit, one line of text, or a JSON list. */
export type ConfigValueKind = "number" | "text" | "json";

export interface ConfigKeyRule {
  label: string;
  description: string;
  kind: ConfigValueKind;
  unit?: string;
  /** The value a save must pass; null is never passed here (null clears the row: the portal's default). */
  schema: z.ZodType;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

const wholeNumber = (min: number, max: number, unit: string): z.ZodType =>
  z
    .number({ error: "Must be a number" })
    .int("Must be a whole number")
    .min(min, `Must be at least ${min.toLocaleString("en-US")} ${unit}`)
    .max(max, `Must be at most ${max.toLocaleString("en-US")} ${unit}`);

/** A path on the portal's own site or an http(s) address. */
const Link = z
  .string({ error: "Must be text" })
  .trim()
  .min(1, "Required Field")
  .max(500, "At most 500 characters")
  .refine((v) => v.startsWith("/") || /^https?:\/\/[^\s]+$/.test(v), "Must start with / or http(s)://");

/**
 * Every editable key with its rule (spec 2 §3 'Configuration keys': the spec shows no values; the bounds are ours and
 * written in docs/administration.md). Bounds keep a typo from locking everyone out (an idle timeout of 1 ms) or
 * turning a safety behaviour off by accident.
 */
export const CONFIG_KEY_RULES: Readonly<Record<ClientConfigKey, ConfigKeyRule>> = {
  locate_me_loader: {
    label: "Locate-me time-out",
    description: "How long the location screen waits for a watch to answer locate-me",
    kind: "number",
    unit: "ms",
    schema: wholeNumber(5 * SECOND, 5 * MINUTE, "ms"),
  },
  portal_info_upload_url: {
    label: "Portal info upload address",
    description: "Where the portal uploads the portal info document",
    kind: "text",
    schema: Link,
  },
  portal_info_upload_file: {
    label: "Portal info file name",
    description: "The file name the portal info document is stored under",
    kind: "text",
    schema: z
      .string({ error: "Must be text" })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, "Letters, digits, '.', '_' and '-' only (at most 100)"),
  },
  portal_info_resources: {
    label: "Help resources",
    description: "Links of the portal's info menu: a JSON list of { name, url }",
    kind: "json",
    schema: z
      .array(
        z.object({ name: z.string().trim().min(1, "Required Field").max(100, "At most 100 characters"), url: Link }),
        { error: "Must be a list of { name, url }" },
      )
      .max(20, "At most 20 links"),
  },
  portal_auto_save_timeout: {
    label: "Auto-save timer",
    description: "Time after the last change before a long form saves itself",
    kind: "number",
    unit: "ms",
    schema: wholeNumber(5 * SECOND, 60 * MINUTE, "ms"),
  },
  portal_password_expiry_warning: {
    label: "Password expiry warning",
    description: "Days before a password expires when the warning starts",
    kind: "number",
    unit: "days",
    schema: wholeNumber(0, 90, "days"),
  },
  portal_password_expiry_days: {
    label: "Password lifetime",
    description: "Days a password lasts before the user must choose a new one",
    kind: "number",
    unit: "days",
    schema: wholeNumber(1, 3650, "days"),
  },
  portal_idle_timeout: {
    label: "Idle sign-out",
    description: "Inactivity before the portal signs the user out",
    kind: "number",
    unit: "ms",
    schema: wholeNumber(MINUTE, 30 * DAY, "ms"),
  },
  map_tile_url: {
    label: "Map tile server",
    description: "Tile URL template with {z}, {x} and {y}; cleared, the server's MAP_TILE_URL applies",
    kind: "text",
    schema: z
      .string({ error: "Must be text" })
      .trim()
      .max(500, "At most 500 characters")
      .refine((v) => /^https?:\/\/[^\s]+$/.test(v), "Must be an http(s) address")
      .refine((v) => ["{z}", "{x}", "{y}"].every((p) => v.includes(p)), "Must contain {z}, {x} and {y}"),
  },
  product_name: {
    label: "Product name",
    description: "Shown in '{product} Care Dashboard'; cleared, the portal's own name applies",
    kind: "text",
    schema: z.string({ error: "Must be text" }).trim().min(1, "Required Field").max(60, "At most 60 characters"),
  },
};

export const CONFIG_MESSAGES = {
  saved: "Configuration saved.",
  cleared: "Configuration cleared: the default applies.",
  warningAfterExpiry: "The warning must start no more days before expiry than the password lasts",
} as const;

export const ConfigEntrySchema = z.object({
  name: z.enum(CLIENT_CONFIG_KEYS),
  value: z.unknown().describe("null: not set (the portal's or the server's default applies)"),
  updated_at: z.string().nullable(),
});
export type ConfigEntry = z.infer<typeof ConfigEntrySchema>;

/** The body of a save: the key's own rule decides the value (a null clears the row). */
export const SaveConfigBody = z
  .object({ name: z.enum(CLIENT_CONFIG_KEYS, { error: "Unknown configuration key" }), value: z.unknown() })
  .transform((b, ctx) => {
    if (b.value === null) return { name: b.name, value: null };
    const parsed = CONFIG_KEY_RULES[b.name].schema.safeParse(b.value);
    if (parsed.success) return { name: b.name, value: parsed.data as unknown };
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: "custom", path: ["value", ...issue.path], message: issue.message });
    }
    return z.NEVER;
  });

export const authConfigAdminRoutes = {
  listConfig: defineRoute({
    operationId: "listClientConfigurationAdmin",
    method: "GET",
    path: "/api/cognito/admin/client-configuration",
    service: "cognito",
    summary: "Every client configuration key with its stored value (null when not set)",
    access: CONFIG_EDITOR_ROLES,
    data: z.array(ConfigEntrySchema),
  }),
  saveConfig: defineRoute({
    operationId: "saveClientConfiguration",
    method: "PUT",
    path: "/api/cognito/admin/client-configuration",
    service: "cognito",
    summary: "Set one key (validated by its rule) or clear it with null",
    access: CONFIG_EDITOR_ROLES,
    body: SaveConfigBody,
    data: ConfigEntrySchema,
  }),
} as const;
