import { CONFIG_KEY_RULES, type ClientConfigKey } from "@care/contracts";

/** A stored value as the editor's text: numbers and text as they are, a list as indented JSON. */
export function valueText(name: ClientConfigKey, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (CONFIG_KEY_RULES[name].kind === "json") return JSON.stringify(value, null, 2);
  return String(value);
}

const UNITS: readonly [number, string][] = [
  [86_400_000, "day"],
  [3_600_000, "hour"],
  [60_000, "minute"],
  [1000, "second"],
];

/** A duration in ms as people say it: 432,000,000 → '5 days', 90,000 → '1.5 minutes'. */
export function readableMs(ms: number): string {
  const [size, unit] = UNITS.find(([s]) => ms >= s) ?? [1, "ms"];
  if (unit === "ms") return `${ms} ms`;
  const n = Math.round((ms / size) * 10) / 10;
  return `${n.toLocaleString("en-US")} ${unit}${n === 1 ? "" : "s"}`;
}

/** One line for the table: lists say how many entries they have. */
export function valueSummary(name: ClientConfigKey, value: unknown): string {
  if (value === null || value === undefined) return "Not set (default)";
  const rule = CONFIG_KEY_RULES[name];
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? "entry" : "entries"}`;
  if (typeof value === "number") {
    const text = `${value.toLocaleString("en-US")}${rule.unit ? ` ${rule.unit}` : ""}`;
    return rule.unit === "ms" ? `${text} (${readableMs(value)})` : text;
  }
  return typeof value === "string" ? value : JSON.stringify(value);
}

export type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * The typed text as the key's value, checked by the key's own rule (the API checks the same rule again): a number
 * for number keys, parsed JSON for lists, trimmed text otherwise.
 */
export function parseValue(name: ClientConfigKey, text: string): Parsed {
  const rule = CONFIG_KEY_RULES[name];
  let raw: unknown = text;
  if (rule.kind === "number") {
    if (text.trim() === "" || Number.isNaN(Number(text))) return { ok: false, error: "Must be a number" };
    raw = Number(text);
  } else if (rule.kind === "json") {
    try {
      raw = JSON.parse(text);
    } catch {
      return { ok: false, error: "Not valid JSON" };
    }
  }
  const parsed = rule.schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return { ok: false, error: `${where}${issue?.message ?? "Invalid value"}` };
}
