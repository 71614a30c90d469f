import type { CodeableConcept, Coding } from "@medplum/fhirtypes";
import { LOCAL_OBSERVATION_CODES, LOINC, OBSERVATION_CATEGORY } from "./systems.js";

// What each exported reading is called (docs/interop.md "Observation codes"). LOINC where it has a code for the
// value as we hold it; this platform's own code system where it has none (the sleep mat's score, the scale's body
// water percentage) or where the value is not the one LOINC names (the scale's fat MASS in kg).

/** The kinds of Observation this server exports: one per daily rollup metric, two per night on the sleep mat. */
export type ObservationKind =
  "heart-rate" | "steps" | "body-weight" | "body-fat-mass" | "hydration" | "sleep-duration" | "sleep-score";

/** The daily rollup metrics exported, with the kind they become. */
export const ROLLUP_KINDS = {
  heart_rate: "heart-rate",
  steps: "steps",
  weight: "body-weight",
  fat_mass: "body-fat-mass",
  hydration: "hydration",
} as const satisfies Record<string, ObservationKind>;
export type RollupMetric = keyof typeof ROLLUP_KINDS;

export interface KindInfo {
  /** The first part of the Observation's id (ids are `<prefix>-<senior or session id>[-<day>]`). */
  prefix: string;
  coding: Coding;
  text: string;
  category: "vital-signs" | "activity" | "exam";
  /** The FHIR vital-signs profile it conforms to, if any. */
  profile?: string;
  unit: { unit: string; code: string };
  /** Its effective[x]: the rollup's day (a Period) or the day's last reading (a dateTime). */
  effective: "period" | "instant";
}

const loinc = (code: string, display: string): Coding => ({ system: LOINC, code, display });
const local = (code: string, display: string): Coding => ({ system: LOCAL_OBSERVATION_CODES, code, display });

export const KINDS: Record<ObservationKind, KindInfo> = {
  "heart-rate": {
    prefix: "hr",
    coding: loinc("8867-4", "Heart rate"),
    text: "Heart rate, mean of the day",
    category: "vital-signs",
    profile: "http://hl7.org/fhir/StructureDefinition/heartrate",
    unit: { unit: "beats/minute", code: "/min" },
    effective: "period",
  },
  steps: {
    prefix: "steps",
    coding: loinc("55423-8", "Number of steps in unspecified time Pedometer"),
    text: "Steps of the day",
    category: "activity",
    unit: { unit: "steps", code: "{steps}" },
    effective: "period",
  },
  "body-weight": {
    prefix: "wt",
    coding: loinc("29463-7", "Body weight"),
    text: "Body weight, last weigh-in of the day",
    category: "vital-signs",
    profile: "http://hl7.org/fhir/StructureDefinition/bodyweight",
    unit: { unit: "kg", code: "kg" },
    effective: "instant",
  },
  "body-fat-mass": {
    prefix: "fat",
    coding: local("body-fat-mass", "Body fat mass (scale)"),
    text: "Body fat mass, last weigh-in of the day",
    category: "exam",
    unit: { unit: "kg", code: "kg" },
    effective: "instant",
  },
  hydration: {
    prefix: "hyd",
    coding: local("hydration", "Body water percentage (scale)"),
    text: "Body water, last weigh-in of the day",
    category: "exam",
    unit: { unit: "%", code: "%" },
    effective: "instant",
  },
  "sleep-duration": {
    prefix: "sleep",
    coding: loinc("93832-4", "Sleep duration"),
    text: "Sleep duration of a night",
    category: "activity",
    unit: { unit: "h", code: "h" },
    effective: "period",
  },
  "sleep-score": {
    prefix: "sleepscore",
    coding: local("sleep-score", "Sleep score (sleep mat, 0-100)"),
    text: "Sleep score of a night",
    category: "activity",
    unit: { unit: "score", code: "{score}" },
    effective: "period",
  },
};

export const CATEGORY_DISPLAY: Record<KindInfo["category"], string> = {
  "vital-signs": "Vital Signs",
  activity: "Activity",
  exam: "Exam",
};

export function codeOf(kind: ObservationKind): CodeableConcept {
  const info = KINDS[kind];
  return { coding: [info.coding], text: info.text };
}

/** The kinds a `code` search names (system|code, or a bare code in either system); undefined: every kind. */
export function kindsOf(tokens: readonly { system: string | null; code: string }[] | undefined): Set<ObservationKind> {
  const all = Object.keys(KINDS) as ObservationKind[];
  if (!tokens) return new Set(all);
  return new Set(
    all.filter((k) =>
      tokens.some((t) => t.code === KINDS[k].coding.code && (t.system === null || t.system === KINDS[k].coding.system)),
    ),
  );
}

export const kindOfPrefix = (prefix: string): ObservationKind | undefined =>
  (Object.keys(KINDS) as ObservationKind[]).find((k) => KINDS[k].prefix === prefix);

export { OBSERVATION_CATEGORY };
