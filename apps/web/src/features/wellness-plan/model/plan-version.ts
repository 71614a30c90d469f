import type { GoalRowStatus } from "./goal-rows";

/**
 * The versions the version picker offers, newest first: every save made one, from 1 up to the plan's last
 * version. A plan never saved (last version 0) offers none.
 */
export function versionOptions(lastVersion: number): number[] {
  return Array.from({ length: Math.max(0, lastVersion) }, (_, i) => lastVersion - i);
}

/** The version to show: the one chosen, or the latest by default (spec 2 §2). */
export function shownVersion(chosen: number | null, lastVersion: number): number {
  return chosen !== null && chosen >= 1 && chosen <= lastVersion ? chosen : lastVersion;
}

/** Only the latest version can be edited; older versions are read-only (spec 2 §4). A new plan is editable. */
export function isLatestVersion(version: number, lastVersion: number): boolean {
  return version >= lastVersion;
}

/**
 * A goal's resources are read-only when the plan shown is not the latest version or the goal is completed or
 * cancelled (spec 2 §4).
 */
export function resourcesReadOnly(latest: boolean, status: GoalRowStatus): boolean {
  return !latest || status === "completed" || status === "cancelled";
}
