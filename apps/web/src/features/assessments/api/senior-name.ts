import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useSeniorHeader } from "../../../lib/shared/senior-header";

/** The senior's full name for 'Senior Member: {name}' (spec 2 §2), from the header card's answer; undefined while unknown. */
export function useSeniorFullName(senior: SeniorRef): string | undefined {
  const name = useSeniorHeader(senior).data?.name;
  if (!name) return undefined;
  return [name.first_name, name.middle_name, name.last_name].filter((p) => p && p.trim()).join(" ");
}
