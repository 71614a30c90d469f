import { reportType, type ReportTypeDefinition } from "@care/contracts";
import { describe, expect, it } from "vitest";
import { blankParameterValues, parameterFields, parametersBody, parameterValuesOf } from "./parameter-fields";
import { ReportFormSchema, ScheduleFormSchema } from "./report-forms";

const def = (key: string): ReportTypeDefinition => {
  const t = reportType(key);
  if (!t) throw new Error(`no catalogue entry ${key}`);
  return t;
};
const fieldsOf = (key: string, dated = true): [string, string, string, boolean][] =>
  parameterFields(def(key), { dated }).map((f) => [f.name, f.label, f.kind, f.required]);

describe("parameterFields", () => {
  it("gives a dated type its two required dates, then the scope pickers", () => {
    expect(fieldsOf("falls_sos")).toEqual([
      ["from_date", "From Date", "date", true],
      ["to_date", "To Date", "date", true],
      ["corporation_id", "Corporation", "corporation", false],
      ["facility_id", "Facility", "facility", false],
      ["zone", "Zone", "choice", false],
      ["member_type", "Member Type", "choice", false],
    ]);
  });

  it("adds the shift to staff types and the questionnaire number to the member questionnaire", () => {
    expect(fieldsOf("call_logs").map((f) => f[0])).toEqual([
      "from_date",
      "to_date",
      "corporation_id",
      "facility_id",
      "zone",
      "member_type",
      "shift",
    ]);
    expect(fieldsOf("member_questionnaire").at(-1)).toEqual(["questionnaire_no", "Questionnaire No", "choice", false]);
  });

  it("shows no dates for a type about the present, nor on a schedule", () => {
    expect(fieldsOf("staff_caseloads")).toEqual([
      ["corporation_id", "Corporation", "corporation", false],
      ["facility_id", "Facility", "facility", false],
      ["shift", "Shift", "choice", false],
    ]);
    expect(fieldsOf("falls_sos", false).map((f) => f[0])).toEqual([
      "corporation_id",
      "facility_id",
      "zone",
      "member_type",
    ]);
  });

  it("offers the spec's shifts and the four zones", () => {
    const [shift] = parameterFields(def("staff_caseloads")).filter((f) => f.name === "shift");
    expect(shift?.options).toEqual([
      { value: "day", label: "Day" },
      { value: "evening", label: "Evening" },
      { value: "overnight", label: "Overnight" },
    ]);
    const [zone] = parameterFields(def("falls_sos")).filter((f) => f.name === "zone");
    expect(zone?.options.map((o) => o.label)).toEqual(["White Zone", "Blue Zone", "Green Zone", "Gold Zone"]);
  });
});

describe("parametersBody", () => {
  it("sends only what the type accepts, leaves blanks out and makes the questionnaire number a number", () => {
    const values = {
      ...blankParameterValues(),
      from_date: "2026-01-01",
      to_date: "2026-01-31",
      zone: "blue",
      shift: "day", // left over from another tile: falls_sos takes no shift
      questionnaire_no: "2",
    };
    expect(parametersBody(def("falls_sos"), values)).toEqual({
      from_date: "2026-01-01",
      to_date: "2026-01-31",
      zone: "blue",
    });
    expect(parametersBody(def("member_questionnaire"), values)).toEqual({
      from_date: "2026-01-01",
      to_date: "2026-01-31",
      zone: "blue",
      questionnaire_no: 2,
    });
    expect(parametersBody(def("falls_sos"), values, { dated: false })).toEqual({ zone: "blue" });
  });

  it("reads a schedule's stored parameters back into the inputs", () => {
    expect(parameterValuesOf({ zone: "gold", questionnaire_no: 3 })).toEqual({
      ...blankParameterValues(),
      zone: "gold",
      questionnaire_no: "3",
    });
  });
});

describe("the dialog schemas", () => {
  const inputs = (over: Partial<Record<string, string>> = {}) => ({ ...blankParameterValues(), ...over });

  it("asks for both dates of a dated type with the spec's text", () => {
    const r = ReportFormSchema.safeParse({ report_type: "falls_sos", parameters: inputs() });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["parameters.from_date", "Required Field"],
      ["parameters.to_date", "Required Field"],
    ]);
  });

  it("refuses a from date after the to date on both fields", () => {
    const r = ReportFormSchema.safeParse({
      report_type: "falls_sos",
      parameters: inputs({ from_date: "2026-02-10", to_date: "2026-02-01" }),
    });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["parameters.from_date", "From date cannot be greater than To date"],
      ["parameters.to_date", "To date cannot be less than From date"],
    ]);
  });

  it("hands over the route's body", () => {
    const r = ReportFormSchema.safeParse({
      report_type: "falls_sos",
      parameters: inputs({ from_date: "2026-02-01", to_date: "2026-02-10", member_type: "at_home" }),
    });
    expect(r.data).toEqual({
      report_type: "falls_sos",
      parameters: { from_date: "2026-02-01", to_date: "2026-02-10", member_type: "at_home" },
    });
  });

  it("checks a schedule's time and recipients and drops its dates", () => {
    const bad = ScheduleFormSchema.safeParse({
      report_type: "falls_sos",
      parameters: inputs({ from_date: "2026-02-01" }),
      frequency: "daily",
      time_of_day: "",
      timezone: "America/Chicago",
      recipients: ["ops@example.com", "not-an-email"],
    });
    expect(bad.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      // The form shows a field's first reason.
      ["time_of_day", "Required Field"],
      ["time_of_day", "Invalid Time"],
      ["recipients.1", "Invalid email address"],
    ]);
    const good = ScheduleFormSchema.safeParse({
      report_type: "falls_sos",
      parameters: inputs({ from_date: "2026-02-01", zone: "green" }),
      frequency: "weekly",
      time_of_day: "07:30",
      timezone: "America/Chicago",
      recipients: ["Ops@Example.com"],
    });
    expect(good.data).toEqual({
      report_type: "falls_sos",
      parameters: { zone: "green" },
      frequency: "weekly",
      time_of_day: "07:30",
      timezone: "America/Chicago",
      recipients: ["ops@example.com"],
    });
  });
});
