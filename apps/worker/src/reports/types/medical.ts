import { Prisma } from "@care/db";
import { defineReport, MEMBER_COLUMNS, MEMBER_SELECT, seniorScope, type ReportDefinition } from "../definition.js";

// Medical conditions (deleted ones left out) and medication lists as they stand now.

export const medicalConditions: ReportDefinition = defineReport(
  "medical_conditions",
  [
    ...MEMBER_COLUMNS,
    { header: "Condition", key: "condition", width: 30 },
    { header: "Severity", key: "severity", width: 12 },
    { header: "Date of Onset", key: "onset", width: 12 },
    { header: "Notes", key: "notes", width: 50 },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, c.condition, c.severity_level AS severity,
      to_char(c.date_of_onset, 'MM/DD/YYYY') AS onset, c.notes`),
    from: Prisma.sql`medical_condition c JOIN senior s ON s.id = c.senior_id`,
    where: [Prisma.sql`c.deleted_at IS NULL`, ...seniorScope(f)],
    keys: ["s.member_id", "c.id"],
  }),
);

export const medicationList: ReportDefinition = defineReport(
  "medication_list",
  [
    ...MEMBER_COLUMNS,
    { header: "Medicine", key: "medicine", width: 28 },
    { header: "Dose Form", key: "dose_form", width: 12 },
    { header: "Frequency", key: "frequency", width: 14 },
    { header: "When", key: "when_taken", width: 16 },
    { header: "Date Prescribed", key: "prescribed", width: 12 },
    { header: "Date Discontinued", key: "discontinued", width: 12 },
    { header: "Pharmacy", key: "pharmacy", width: 24 },
    { header: "Status", key: "status", width: 8 },
  ],
  (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, m.medicine, m.dose_form,
      CASE WHEN m.dose_every IS NULL THEN NULL ELSE m.dose_every || ' per ' || COALESCE(m.dose_period, '') END
        AS frequency,
      m."when" AS when_taken, to_char(m.date_prescribed, 'MM/DD/YYYY') AS prescribed,
      to_char(m.date_discontinued, 'MM/DD/YYYY') AS discontinued, m.pharmacy_name AS pharmacy,
      m.status::text AS status`),
    from: Prisma.sql`medication m JOIN senior s ON s.id = m.senior_id`,
    where: [...seniorScope(f)],
    keys: ["s.member_id", "m.id"],
  }),
);
