import { BasicInfoBody, type BasicInfo } from "@care/contracts";
import { z } from "zod";
import type { InputOf, OutputOf } from "../../../lib/api/contract-types";
import { maskPhone } from "../../../lib/forms/phone-mask";

/** Choices of the basic-info selects; 'Other' asks for the typed value (spec 2 §3 other_race, other_faith, …). */
export const OTHER = "Other";
export const LANGUAGES = [
  "English",
  "Spanish",
  "Mandarin",
  "Cantonese",
  "Italian",
  "Polish",
  "Tagalog",
  "Vietnamese",
  "Korean",
  "Russian",
  "French",
  "German",
  "Arabic",
  OTHER,
];
export const FAITHS = [
  "Christian",
  "Catholic",
  "Protestant",
  "Jewish",
  "Muslim",
  "Hindu",
  "Buddhist",
  "None",
  "Prefer not to say",
  OTHER,
];
export const RACES = [
  "American Indian or Alaska Native",
  "Asian",
  "Black or African American",
  "Hispanic or Latino",
  "Native Hawaiian or Other Pacific Islander",
  "White",
  "Prefer not to say",
  OTHER,
];
export const MEDICAL_EQUIPMENT = [
  "None",
  "Cane",
  "Walker",
  "Wheelchair",
  "Hearing aid",
  "CPAP",
  "Oxygen",
  "Hospital bed",
  OTHER,
];

/** The choices with a stored value that is not among them (typed before the list changed) kept visible. */
export function choicesWith(choices: readonly string[], current: string | undefined): readonly string[] {
  return current && !choices.includes(current) ? [current, ...choices] : choices;
}

const TEXT_FIELDS = [
  "academic_level",
  "career",
  "primary_spoken_language",
  "other_spoken_language",
  "preferred_name",
  "home_phone",
  "emergency_phone",
  "email",
  "faith",
  "other_faith",
  "home_technology",
  "race",
  "other_race",
  "pets",
  "medical_equipment",
  "other_medical_equipment",
  "life_event",
  "home_entry",
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** Basic info as the form holds it: numbers as typed text, social links one per line. */
export type BasicInfoFormValues = Record<TextField, string> & {
  senior_id: string;
  account_id: string;
  height: { feet: string; inch: string };
  weight: string;
  radius: { value: string; radius_measurement: "feet" | "mile" };
  social_media_links: string;
};

type Body = InputOf<typeof BasicInfoBody>;

const numberOrNull = (typed: string): number | null => (typed.trim() === "" ? null : Number(typed));

/** The typed form → the route's body (weight in pounds: the API stores kilograms, spec 2 §9). */
export function basicInfoBodyFrom(v: BasicInfoFormValues): Body {
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, v[k]])) as Record<TextField, string>;
  const feet = numberOrNull(v.height.feet);
  const inch = numberOrNull(v.height.inch);
  const radius = numberOrNull(v.radius.value);
  return {
    ...text,
    senior_id: v.senior_id,
    account_id: v.account_id,
    height: feet === null && inch === null ? null : { feet: feet ?? 0, inch: inch ?? 0 },
    weight: numberOrNull(v.weight),
    radius: radius === null ? null : { value: radius, radius_measurement: v.radius.radius_measurement },
    social_media_links: v.social_media_links
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l !== ""),
  };
}

/** The contract's own rules over the typed form: the same texts as the API, on the same field names. */
export const BasicInfoFormSchema = z.custom<BasicInfoFormValues>().transform(basicInfoBodyFrom).pipe(BasicInfoBody);
export type BasicInfoFormOutput = OutputOf<typeof BasicInfoFormSchema>;

const str = (n: number | null | undefined): string => (n === null || n === undefined ? "" : String(n));

/** Stored basic info → the form (weight in pounds as the API answers it). */
export function basicInfoFormFrom(info: BasicInfo, accountId: string): BasicInfoFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((k) => [k, info[k] ?? ""])) as Record<TextField, string>;
  return {
    ...text,
    home_phone: maskPhone(info.home_phone ?? ""),
    emergency_phone: maskPhone(info.emergency_phone ?? ""),
    senior_id: info.senior_id,
    account_id: accountId,
    height: { feet: str(info.height?.feet), inch: str(info.height?.inch) },
    weight: str(info.weight),
    radius: { value: str(info.radius?.value), radius_measurement: info.radius?.radius_measurement ?? "feet" },
    social_media_links: info.social_media_links.join("\n"),
  };
}

/** Keystrokes a whole-number field keeps (digits only); null ignores the keystroke. */
export const digitsOnly = (typed: string): string | null => (/^\d*$/.test(typed) ? typed : null);
/** Keystrokes a decimal field keeps (digits and one point). */
export const decimalOnly = (typed: string): string | null => (/^\d*\.?\d*$/.test(typed) ? typed : null);
