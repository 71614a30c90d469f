import type { Observation } from "@medplum/fhirtypes";
import {
  ASSESSMENT_KINDS,
  ASSESSMENT_ROLES,
  type AccessClaims,
  type FhirDateBound,
  type FhirToken,
} from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { actsAs } from "../../access/senior-visibility.js";
import { instantWhere } from "./dates.js";
import { LOCAL_OBSERVATION_CODES, OBSERVATION_CATEGORY, UCUM } from "./systems.js";

// The total score of a submitted assessment or a completed wellness survey, as an Observation derived from its
// QuestionnaireResponse (`derivedFrom`), so an analytics job charts scores without reading the answers. Only callers
// who read the QuestionnaireResponse (ASSESSMENT_ROLES) get them: the Observation roles also admit facility agents.

/** One score before it joins the other Observations of a search (same order key: instant, senior, rank, row id). */
export interface ScoreItem {
  instant: number;
  seniorId: string;
  rank: number;
  tie: string;
  resource: Observation;
}

export const SCORE_PREFIX = "score";
const codeOf = (kind: string): string => `${kind}-score`;

function toScore(
  row: { id: string; seniorId: string; kind: string; score: Prisma.Decimal; at: Date; updatedAt: Date },
  rank: number,
): ScoreItem {
  const label = row.kind.replaceAll("_", " ");
  return {
    instant: row.at.getTime(),
    seniorId: row.seniorId,
    rank,
    tie: row.id,
    resource: {
      resourceType: "Observation",
      id: `${SCORE_PREFIX}-${row.id}`,
      meta: { lastUpdated: row.updatedAt.toISOString() },
      status: "final",
      category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: "survey", display: "Survey" }] }],
      code: {
        coding: [{ system: LOCAL_OBSERVATION_CODES, code: codeOf(row.kind), display: `${label} total score` }],
        text: `${label} total score`,
      },
      subject: { reference: `Patient/${row.seniorId}` },
      effectiveDateTime: row.at.toISOString(),
      valueQuantity: { value: Number(row.score), unit: "score", system: UCUM, code: "{score}" },
      derivedFrom: [{ reference: `QuestionnaireResponse/${row.id}` }],
    },
  };
}

type AssessmentKind = Prisma.AssessmentResponseGetPayload<object>["kind"];

/**
 * Which scores a `code` search asks for (`<kind>-score` in the local system or without one): every kind when there is
 * no code, the assessment kinds named (known ones only) and whether the survey's, or null for none.
 */
function wantedKinds(
  tokens: readonly FhirToken[] | undefined,
): { kinds: AssessmentKind[] | null; survey: boolean } | null {
  if (!tokens) return { kinds: null, survey: true };
  const named = tokens
    .filter((t) => (t.system === null || t.system === LOCAL_OBSERVATION_CODES) && t.code.endsWith("-score"))
    .map((t) => t.code.slice(0, -"-score".length));
  const kinds = ASSESSMENT_KINDS.filter((k) => k !== "wellness_survey" && named.includes(k)) as AssessmentKind[];
  const survey = named.includes("wellness_survey");
  return kinds.length === 0 && !survey ? null : { kinds, survey };
}

export interface ScoreQuery {
  date?: FhirDateBound[];
  code?: FhirToken[];
  _lastUpdated?: FhirDateBound[];
}

/** The first `take` scores of the seniors (newest first), for a caller who reads assessments. */
export async function scoreItems(
  db: Db,
  user: AccessClaims,
  seniorIds: string[],
  q: ScoreQuery,
  take: number,
): Promise<ScoreItem[]> {
  const wanted = wantedKinds(q.code);
  if (!actsAs(user, ASSESSMENT_ROLES) || !wanted) return [];
  const date = instantWhere(q.date);
  const updated = instantWhere(q._lastUpdated);
  const common = { seniorId: { in: seniorIds }, score: { not: null }, ...(updated ? { updatedAt: updated } : {}) };
  const out: ScoreItem[] = [];
  if (wanted.kinds === null || wanted.kinds.length > 0) {
    const assessments = await db.assessmentResponse.findMany({
      where: {
        ...common,
        status: "submit",
        submittedAt: date ?? { not: null },
        ...(wanted.kinds ? { kind: { in: wanted.kinds } } : {}),
      },
      orderBy: [{ submittedAt: "desc" }, { seniorId: "asc" }, { id: "asc" }],
      take,
    });
    for (const r of assessments) {
      if (r.score && r.submittedAt) out.push(toScore({ ...r, score: r.score, at: r.submittedAt }, 200));
    }
  }
  if (wanted.survey) {
    const surveys = await db.wellnessSurvey.findMany({
      where: { ...common, isCompleted: true, ...(date ? { createdAt: date } : {}) },
      orderBy: [{ createdAt: "desc" }, { seniorId: "asc" }, { id: "asc" }],
      take,
    });
    for (const s of surveys) {
      if (!s.score) continue;
      out.push(toScore({ ...s, kind: "wellness_survey", score: s.score, at: s.createdAt }, 201));
    }
  }
  return out;
}

/** One score by its response's id, when the caller reads assessments and the senior is among `seniorIds`. */
export async function readScore(
  db: Db,
  user: AccessClaims,
  rowId: string,
  scope: Prisma.SeniorWhereInput,
): Promise<Observation | null> {
  if (!actsAs(user, ASSESSMENT_ROLES)) return null;
  const a = await db.assessmentResponse.findFirst({
    where: { id: rowId, status: "submit", submittedAt: { not: null }, score: { not: null }, senior: scope },
  });
  if (a?.score && a.submittedAt) return toScore({ ...a, score: a.score, at: a.submittedAt }, 200).resource;
  const s = await db.wellnessSurvey.findFirst({
    where: { id: rowId, isCompleted: true, score: { not: null }, senior: scope },
  });
  return s?.score ? toScore({ ...s, kind: "wellness_survey", score: s.score, at: s.createdAt }, 201).resource : null;
}
