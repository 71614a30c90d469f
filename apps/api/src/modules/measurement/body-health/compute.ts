// Pure arithmetic of the body-health answers (kept apart from the service so the rules read in one place).
import { LB_PER_KG, type Metric } from "@care/db";
import { clamp, round } from "../shared/numbers.js";

/** One value per metric in storage units (kg, %, kg/m2). */
export type Snapshot = Partial<Record<Metric, number>>;

const lbs = (kg: number | undefined): number | null => (kg === undefined ? null : round(kg * LB_PER_KG, 1));

/** Body masses in lbs. */
export function massesOf(s: Snapshot): {
  weight: number | null;
  muscle_mass: number | null;
  fat_mass: number | null;
  bone_mass: number | null;
} {
  return {
    weight: lbs(s.weight),
    muscle_mass: lbs(s.muscle_mass),
    fat_mass: lbs(s.fat_mass),
    bone_mass: lbs(s.bone_mass),
  };
}

/** Muscle, fat and bone as a percentage of the body weight of the same snapshot; hydration is already a %. */
export function percentagesOf(s: Snapshot): {
  muscle_mass: number | null;
  fat_mass: number | null;
  bone_mass: number | null;
  hydration: number | null;
} {
  const share = (mass: number | undefined): number | null =>
    mass === undefined || s.weight === undefined || s.weight <= 0 ? null : round((mass / s.weight) * 100, 1);
  return {
    muscle_mass: share(s.muscle_mass),
    fat_mass: share(s.fat_mass),
    bone_mass: share(s.bone_mass),
    hydration: s.hydration === undefined ? null : round(s.hydration, 1),
  };
}

/**
 * Progress from the start value to the target, 0–100 %: (current − start) / (target − start), which works for a
 * loss and a gain alike. A "keep" goal (target = start) is 100 % while the value stays within 1 unit of it.
 */
export function goalProgress(start: number | null, current: number | null, target: number | null): number | null {
  if (start === null || current === null || target === null) return null;
  if (start === target) return Math.abs(current - target) <= 1 ? 100 : 0;
  return Math.round(clamp(((current - start) / (target - start)) * 100, 0, 100));
}
