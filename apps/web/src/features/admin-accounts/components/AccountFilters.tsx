import { SHIFT_LABELS, SHIFTS } from "@care/contracts";
import type { ReactNode } from "react";
import { FilterSelect } from "../../../lib/table/FilterSelect";
import { useCoaches } from "../api/members";

interface FilterProps {
  value: string;
  onChange: (value: string) => void;
}

const SHIFT_OPTIONS = SHIFTS.map((s) => ({ value: s, label: SHIFT_LABELS[s] }));

/** The shift filter of the staff and member lists (a member's shift is their coach's). */
export function ShiftFilter(props: FilterProps): ReactNode {
  return <FilterSelect label="Shift" all="All Shifts" options={SHIFT_OPTIONS} {...props} />;
}

/** Filter by wellness coach; 'unassigned' lists the members without one. */
export function CoachFilter({ label, ...props }: FilterProps & { label: string }): ReactNode {
  const coaches = useCoaches();
  return (
    <FilterSelect
      label={label}
      all="All Wellness Coaches"
      options={[
        { value: "unassigned", label: "No Wellness Coach" },
        ...(coaches.data ?? []).map((c) => ({ value: c.userId, label: c.fullName })),
      ]}
      {...props}
    />
  );
}
