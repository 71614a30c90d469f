import {
  ALWAYS_COMPLETE_KINDS,
  ASSESSMENT_KINDS,
  ASSESSMENT_RECENCY_DAYS,
  groupOfKind,
  type AssessmentKind,
  type AssessmentStatusItem,
} from "@care/contracts";
import { DAY_MS } from "@care/time";

// Spec 2 §3 'Status per member' and §4 'Assessment completion' (issue 14 item 4), as a pure function of what the
// senior has done: a wellness survey is due while it is incomplete (or was never taken); any other assessment is due
// when never done, left as a draft, or submitted more than 90 days ago; holistic and caregiver strain count as
// complete; a kind without a published form is NOT_ENABLED and never due.

export interface KindActivity {
  /** save / submit of the latest response (survey: incomplete / completed; medication: the latest medication). */
  status: "save" | "submit";
  /** When it was submitted, or last saved for a draft. */
  at: Date;
}

export interface CompletionInput {
  /** Kinds with a live form (the medication list needs none). */
  enabled: ReadonlySet<AssessmentKind>;
  latest: ReadonlyMap<AssessmentKind, KindActivity>;
  now: Date;
}

export function assessmentStatus(input: CompletionInput): { items: AssessmentStatusItem[]; incomplete: boolean } {
  const items = ASSESSMENT_KINDS.map((name): AssessmentStatusItem => {
    const group = groupOfKind(name);
    const enabled = name === "medication_list" || input.enabled.has(name);
    const latest = input.latest.get(name) ?? null;
    const base = { name, group, datetime: latest?.at.toISOString() ?? null, isDisabled: !enabled };
    if (!enabled) return { ...base, status: "NOT_ENABLED", is_due: false, due_reason: null };
    const status = latest?.status ?? null;
    const reason = dueReason(name, latest, input.now);
    return { ...base, status, is_due: reason !== null, due_reason: reason };
  });
  return { items, incomplete: items.some((i) => i.is_due) };
}

function dueReason(kind: AssessmentKind, latest: KindActivity | null, now: Date): AssessmentStatusItem["due_reason"] {
  if (ALWAYS_COMPLETE_KINDS.includes(kind)) return null;
  if (latest === null) return "never_done";
  if (latest.status === "save") return "incomplete";
  if (kind === "wellness_survey") return null;
  return now.getTime() - latest.at.getTime() > ASSESSMENT_RECENCY_DAYS * DAY_MS ? "older_than_90_days" : null;
}
