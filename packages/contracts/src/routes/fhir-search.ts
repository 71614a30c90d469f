import { z } from "zod";

// The search parameters of the FHIR R4 read API (docs/interop.md), parsed once here so that a malformed value is a
// 400 OperationOutcome naming the parameter before any handler runs. Unknown parameters are refused too (a strict
// object): FHIR lets a server ignore them, but an analytics job that misspells `date` would then silently export
// everything, so this server behaves as if every request carried `Prefer: handling=strict`.

/** Resources in one page of a search when `_count` is not given, and the most a page may hold. */
export const FHIR_DEFAULT_COUNT = 50;
export const FHIR_MAX_COUNT = 200;
/**
 * The deepest `_offset` a search pages to. Paging is by offset (the `next` link carries it); a job exporting more
 * than this narrows its search by `patient` or by a `date` / `_lastUpdated` window instead.
 */
export const FHIR_MAX_OFFSET = 10_000;

/** The comparison prefixes this server understands on date parameters (FHIR R4 §3.1.1.4.3; not ne/sa/eb/ap). */
export const FHIR_DATE_PREFIXES = ["eq", "gt", "lt", "ge", "le"] as const;
export type FhirDatePrefix = (typeof FHIR_DATE_PREFIXES)[number];

/**
 * A date parameter as an interval: the value names every instant in [lo, hi) (2026-01-05 is the whole UTC day;
 * a dateTime to the second is that second), and the prefix says how the target must relate to it.
 */
export interface FhirDateBound {
  prefix: FhirDatePrefix;
  lo: Date;
  hi: Date;
}

const DATE_VALUE =
  /^(eq|gt|lt|ge|le)?(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;

/** Parses one date parameter value ("ge2026-01-05", "2026-01", "lt2026-01-05T10:00:00Z"); null when malformed. */
export function parseFhirDate(raw: string): FhirDateBound | null {
  const m = DATE_VALUE.exec(raw);
  if (!m) return null;
  const [, prefix, y, mo, d, hh, mi, ss, frac, zone] = m;
  const year = Number(y);
  const month = mo === undefined ? 1 : Number(mo);
  const day = d === undefined ? 1 : Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  // A time without a zone is read as UTC (FHIR leaves it to the server).
  const offsetMin = zone === undefined || zone === "Z" ? 0 : zoneMinutes(zone);
  if (offsetMin === null) return null;
  const base = Date.UTC(year, month - 1, day, Number(hh ?? 0), Number(mi ?? 0), Number(ss ?? 0));
  const check = new Date(base);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  if (hh !== undefined && (Number(hh) > 23 || Number(mi) > 59 || Number(ss ?? 0) > 59)) return null;
  const fracMs = frac === undefined ? 0 : Math.floor(Number(`0.${frac}`) * 1000);
  const lo = base - offsetMin * 60_000 + fracMs;
  let hi: number;
  if (mo === undefined) hi = Date.UTC(year + 1, 0, 1);
  else if (d === undefined) hi = Date.UTC(year, month, 1);
  else if (hh === undefined) hi = Date.UTC(year, month - 1, day + 1);
  else if (ss === undefined) hi = lo + 60_000;
  else if (frac === undefined) hi = lo + 1_000;
  else hi = lo + 1;
  return { prefix: (prefix ?? "eq") as FhirDatePrefix, lo: new Date(lo), hi: new Date(hi) };
}

function zoneMinutes(zone: string): number | null {
  const h = Number(zone.slice(1, 3));
  const m = Number(zone.slice(4, 6));
  if (h > 14 || m > 59) return null;
  return (zone.startsWith("-") ? -1 : 1) * (h * 60 + m);
}

/** One value or the same parameter repeated (date=ge…&date=le…), as a list; at most `max` of them. */
function repeated<T extends z.ZodType>(item: T, max: number) {
  // As a list from the start, so a bad value's message names it (query.date.0) rather than "Invalid input".
  return z.preprocess((v) => (Array.isArray(v) ? v : [v]), z.array(item).min(1).max(max, `at most ${max} values`));
}

const DateParam = repeated(
  z
    .string()
    .max(40)
    .transform((v, ctx) => {
      const parsed = parseFhirDate(v);
      if (parsed) return parsed;
      ctx.addIssue({ code: "custom", message: "must be a FHIR date with an optional eq, gt, lt, ge or le prefix" });
      return z.NEVER;
    }),
  2,
);

const Digits = (max: number, min: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** `patient=<id>` or `patient=Patient/<id>`: the senior's id. */
const PatientParam = z
  .string()
  .max(80)
  .transform((v, ctx) => {
    const id = v.startsWith("Patient/") ? v.slice("Patient/".length) : v;
    if (UUID.test(id)) return id.toLowerCase();
    ctx.addIssue({ code: "custom", message: "must be a Patient id or Patient/<id>" });
    return z.NEVER;
  });

/** A token parameter: comma-separated `[system|]code` values, any of which may match. */
export interface FhirToken {
  system: string | null;
  code: string;
}
const TokenParam = z
  .string()
  .min(1)
  .max(500)
  .transform((v, ctx) => {
    const tokens: FhirToken[] = [];
    for (const part of v.split(",")) {
      const bar = part.indexOf("|");
      const token =
        bar === -1 ? { system: null, code: part } : { system: part.slice(0, bar), code: part.slice(bar + 1) };
      if (token.code === "" || token.code.includes("|")) {
        ctx.addIssue({ code: "custom", message: "must be [system|]code values separated by commas" });
        return z.NEVER;
      }
      tokens.push(token);
    }
    return tokens;
  });

/** `_id=<id>[,<id>…]`: resource ids (letters, digits, '-' and '.', at most 64 characters each). */
const IdListParam = z
  .string()
  .max(2_000)
  .regex(/^[A-Za-z0-9\-.]{1,64}(,[A-Za-z0-9\-.]{1,64}){0,49}$/, "must be resource ids separated by commas");

/**
 * The formats a client may ask for with `_format`: only JSON is served. ('+' in an unencoded query string arrives
 * as a space.)
 */
const FormatParam = z.enum(["json", "application/json", "application/fhir+json", "application/fhir json"]);

/** Parameters every search takes. */
export const FhirCommonSearch = {
  _id: IdListParam.optional(),
  _lastUpdated: DateParam.optional(),
  _count: Digits(FHIR_MAX_COUNT, 1).optional(),
  _offset: Digits(FHIR_MAX_OFFSET, 0).optional(),
  _format: FormatParam.optional(),
};

/** The search of a type with nothing beyond the common parameters (Organization, Practitioner). */
export const FhirBaseSearch = z.strictObject(FhirCommonSearch);
/** Patient: by member id (`identifier=[system|]100001`) too. */
export const FhirPatientSearch = z.strictObject({ ...FhirCommonSearch, identifier: TokenParam.optional() });
/** Types that belong to one senior: by `patient`. */
export const FhirPatientCompartmentSearch = z.strictObject({ ...FhirCommonSearch, patient: PatientParam.optional() });
/**
 * Observations: by patient, effective date and code. No `_id`: an Observation's id already names its senior, metric
 * and day, and is read directly.
 */
export const FhirObservationSearch = z
  .strictObject({
    ...FhirCommonSearch,
    patient: PatientParam.optional(),
    date: DateParam.optional(),
    code: TokenParam.optional(),
  })
  .omit({ _id: true });
/** Types of one senior with a date (Flag: when raised; DetectedIssue: when the alarm happened). */
export const FhirPatientDateSearch = z.strictObject({
  ...FhirCommonSearch,
  patient: PatientParam.optional(),
  date: DateParam.optional(),
});
/** Read by id: ids as FHIR allows them (R4 `id`: [A-Za-z0-9\-.]{1,64}). */
export const FhirReadParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9\-.]{1,64}$/, "must be a FHIR id (letters, digits, '-', '.'; at most 64)"),
});

export type FhirCommonSearchQuery = z.output<typeof FhirBaseSearch>;
export type FhirObservationSearchQuery = z.output<typeof FhirObservationSearch>;
