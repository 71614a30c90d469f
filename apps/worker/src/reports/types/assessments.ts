import type { ReportTypeKey } from "@care/contracts";
import { Prisma } from "@care/db";
import {
  defineReport,
  inLocalDays,
  localDateTime,
  MEMBER_COLUMNS,
  MEMBER_SELECT,
  seniorScope,
  staffName,
  type ReportColumn,
  type ReportDefinition,
  type ReportFilters,
} from "../definition.js";

// Assessment reports (docs/assessments.md): one row per submitted response, on the day (the member's own) it was
// submitted. A Submit Later response counts from its time, as everywhere else. Scores are the API's, stored with the
// response against the form version it answered; the blocks of that version are listed with their own scores.

/** Submitted now: submitted, or a Submit Later whose time has come. */
const SUBMITTED = "(r.status = 'submit' OR r.submit_at <= now())";
const SUBMITTED_AT = "COALESCE(r.submitted_at, r.submit_at, r.updated_at)";

const LABELS: Readonly<Record<string, string>> = {
  adl_katz_assessment: "Katz",
  adl_brody_assessment: "Lawton-Brody",
  member_questionnaire_1: "1",
  member_questionnaire_2: "2",
  member_questionnaire_3: "3",
};

const COMMON_COLUMNS: readonly ReportColumn[] = [
  ...MEMBER_COLUMNS,
  { header: "Submitted", key: "submitted", width: 17 },
  { header: "Form Version", key: "form_version", width: 8 },
  { header: "Care Agent", key: "care_agent", width: 22 },
];

/** Extra columns by what each type shows, and their SQL over the response `r`. */
const EXTRA = {
  label: (header: string): [ReportColumn, string] => [
    { header, key: "label", width: 14 },
    `CASE r.kind::text ${Object.entries(LABELS)
      .map(([k, v]) => `WHEN '${k}' THEN '${v}'`)
      .join(" ")} END AS label`,
  ],
  score: (): [ReportColumn, string] => [{ header: "Score", key: "score" }, "r.score::float8 AS score"],
  max: (): [ReportColumn, string] => [
    { header: "Max Score", key: "max_score" },
    "(r.scores->>'max')::float8 AS max_score",
  ],
  percent: (): [ReportColumn, string] => [
    { header: "Percent", key: "percent" },
    "(r.scores->>'percent')::float8 AS percent",
  ],
  interpretation: (): [ReportColumn, string] => [
    { header: "Interpretation", key: "interpretation", width: 14 },
    "r.scores->>'interpretation' AS interpretation",
  ],
  sections: (header: string): [ReportColumn, string] => [
    { header, key: "sections", width: 60 },
    `(SELECT string_agg((b->>'header') || ': ' || (b->>'score') || '/' || (b->>'max'), '; ' ORDER BY n)
       FROM jsonb_array_elements(r.scores->'sections') WITH ORDINALITY AS x(b, n)) AS sections`,
  ],
  answered: (): [ReportColumn, string] => [
    { header: "Questions Answered", key: "answered" },
    "(SELECT count(*) FROM jsonb_object_keys(r.answers))::int AS answered",
  ],
};

function assessmentReport(
  key: ReportTypeKey,
  kinds: (f: ReportFilters) => readonly string[],
  extras: readonly [ReportColumn, string][],
): ReportDefinition {
  return defineReport(key, [...COMMON_COLUMNS, ...extras.map(([c]) => c)], (f) => ({
    select: Prisma.raw(`${MEMBER_SELECT}, ${localDateTime(SUBMITTED_AT)} AS submitted, fv.version AS form_version,
        (SELECT ${staffName("u")} FROM staff_user u WHERE u.id = r.care_agent_id) AS care_agent,
        ${extras.map(([, sql]) => sql).join(",\n        ")}`),
    from: Prisma.sql`assessment_response r JOIN senior s ON s.id = r.senior_id
        JOIN assessment_form fv ON fv.id = r.form_id`,
    where: [
      Prisma.sql`r.kind::text = ANY(${[...kinds(f)]}::text[])`,
      Prisma.raw(SUBMITTED),
      ...seniorScope(f),
      ...inLocalDays(f, SUBMITTED_AT),
    ],
    keys: ["s.member_id", SUBMITTED_AT, "r.id"],
  }));
}

export const holisticReport: ReportDefinition = assessmentReport("holistic", () => ["holistic_assessment"], [
  EXTRA.score(),
  EXTRA.max(),
  EXTRA.percent(),
  EXTRA.sections("Sections"),
]);

export const fallsAssessmentReport: ReportDefinition = assessmentReport(
  "falls_assessment",
  () => ["fall_hospitalization_assessment"],
  [
    [{ header: "Total Score", key: "score" }, "r.score::float8 AS score"],
    EXTRA.max(),
    EXTRA.sections("Section Totals"),
  ],
);

export const uclaLonelinessReport: ReportDefinition = assessmentReport(
  "ucla_loneliness",
  () => ["ucla_loneliness_assessment"],
  [EXTRA.score(), EXTRA.max(), EXTRA.interpretation()],
);

export const adlKatzLawtonReport: ReportDefinition = assessmentReport(
  "adl_katz_lawton",
  () => ["adl_katz_assessment", "adl_brody_assessment"],
  [EXTRA.label("Assessment"), EXTRA.score(), EXTRA.max(), EXTRA.interpretation()],
);

export const caregiverStrainReport: ReportDefinition = assessmentReport(
  "caregiver_strain",
  () => ["caregiver_assessment"],
  [EXTRA.score(), EXTRA.max(), EXTRA.percent()],
);

export const memberQuestionnaireReport: ReportDefinition = assessmentReport(
  "member_questionnaire",
  (f) =>
    f.questionnaireNo === null
      ? ["member_questionnaire_1", "member_questionnaire_2", "member_questionnaire_3"]
      : [`member_questionnaire_${f.questionnaireNo}`],
  [EXTRA.label("Questionnaire"), EXTRA.answered(), EXTRA.score(), EXTRA.max(), EXTRA.interpretation()],
);
