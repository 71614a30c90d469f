import {
  MEMBER_TYPE_LABELS,
  QUESTIONNAIRE_NUMBERS,
  REPORT_PARAMETERS,
  REPORT_SHIFTS,
  ZONES,
  type ReportParameter,
  type ReportParameters,
  type ReportTypeDefinition,
} from "@care/contracts";

/** How a parameter is picked: a past date from the calendar, a corporation/facility picker, or a fixed list. */
export type ParameterKind = "date" | "corporation" | "facility" | "choice";

export interface ParameterField {
  name: ReportParameter;
  label: string;
  kind: ParameterKind;
  required: boolean;
  /** For "choice": the stored value and the text shown. */
  options: readonly { value: string; label: string }[];
}

/** The dialog's labels; the spec shows none, so they are the field names of spec 3 §3 'Report' in words. */
export const PARAMETER_LABELS: Record<ReportParameter, string> = {
  from_date: "From Date",
  to_date: "To Date",
  corporation_id: "Corporation",
  facility_id: "Facility",
  zone: "Zone",
  member_type: "Member Type",
  questionnaire_no: "Questionnaire No",
  shift: "Shift",
};

export const SHIFT_LABELS: Record<(typeof REPORT_SHIFTS)[number], string> = {
  day: "Day",
  evening: "Evening",
  overnight: "Overnight",
};

const capitalised = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** The fixed lists' values and texts (zone, member type, questionnaire number, shift). */
export const CHOICE_OPTIONS: Partial<Record<ReportParameter, readonly { value: string; label: string }[]>> = {
  zone: ZONES.map((z) => ({ value: z, label: `${capitalised(z)} Zone` })),
  member_type: Object.entries(MEMBER_TYPE_LABELS).map(([value, label]) => ({ value, label })),
  questionnaire_no: QUESTIONNAIRE_NUMBERS.map((n) => ({ value: String(n), label: `Questionnaire ${n}` })),
  shift: REPORT_SHIFTS.map((s) => ({ value: s, label: SHIFT_LABELS[s] })),
};

function kindOf(name: ReportParameter): ParameterKind {
  if (name === "from_date" || name === "to_date") return "date";
  if (name === "corporation_id") return "corporation";
  if (name === "facility_id") return "facility";
  return "choice";
}

/**
 * The fields of a type's parameters dialog, in the catalogue's parameter order (dates, then scope, then the
 * type's own filters). `dated: false` (a schedule) leaves the dates out: each scheduled run computes them.
 */
export function parameterFields(
  type: Pick<ReportTypeDefinition, "parameters" | "required">,
  { dated = true }: { dated?: boolean } = {},
): ParameterField[] {
  return REPORT_PARAMETERS.filter((p) => type.parameters.includes(p))
    .filter((p) => dated || kindOf(p) !== "date")
    .map((name) => ({
      name,
      label: PARAMETER_LABELS[name],
      kind: kindOf(name),
      required: dated && type.required.includes(name),
      options: CHOICE_OPTIONS[name] ?? [],
    }));
}

/** What the dialog's inputs hold: one string per parameter, "" for none chosen. */
export type ParameterValues = Record<ReportParameter, string>;

export function blankParameterValues(): ParameterValues {
  return Object.fromEntries(REPORT_PARAMETERS.map((p) => [p, ""])) as ParameterValues;
}

/** A schedule's stored parameters back into the dialog's inputs (editing). */
export function parameterValuesOf(parameters: ReportParameters): ParameterValues {
  const values = blankParameterValues();
  for (const p of REPORT_PARAMETERS) {
    const v = parameters[p];
    if (v !== undefined && v !== null) values[p] = String(v);
  }
  return values;
}

/**
 * The `parameters` object sent for a type: only the parameters the type accepts (a value left over from another
 * tile never travels), blanks left out ("All …"), the questionnaire number as a number.
 */
export function parametersBody(
  type: Pick<ReportTypeDefinition, "parameters">,
  values: Partial<ParameterValues>,
  { dated = true }: { dated?: boolean } = {},
): Partial<Record<ReportParameter, string | number>> {
  const out: Partial<Record<ReportParameter, string | number>> = {};
  for (const p of REPORT_PARAMETERS) {
    const v = values[p]?.trim() ?? "";
    if (v === "" || !type.parameters.includes(p) || (!dated && kindOf(p) === "date")) continue;
    out[p] = p === "questionnaire_no" ? Number(v) : v;
  }
  return out;
}
