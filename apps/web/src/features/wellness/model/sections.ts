/** The accordion's sections in the spec's order, with the initialExpand values that open them (spec 3 §2). */
export const WELLNESS_SECTIONS = [
  { id: "heart_rate", label: "Heart Rate" },
  { id: "body_health", label: "Body Health" },
  { id: "activity", label: "Activity" },
  { id: "sleep", label: "Sleep" },
] as const;

export type WellnessSection = (typeof WELLNESS_SECTIONS)[number]["id"];

export function isWellnessSection(v: string | null | undefined): v is WellnessSection {
  return WELLNESS_SECTIONS.some((s) => s.id === v);
}
