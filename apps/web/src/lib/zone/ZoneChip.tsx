import type { Zone } from "@care/contracts";
import { Chip } from "@mui/material";
import type { ReactNode } from "react";

/**
 * The zone chip's colours (spec 3 §1: white new, blue goal-setting, green active progress, gold maintaining). Each
 * label has 4.5:1 on its background (WCAG 1.4.3): gold's is a dark gold for that.
 */
const ZONE_COLOURS: Record<Zone, { bg: string; fg: string }> = {
  white: { bg: "#f5f5f5", fg: "#424242" },
  blue: { bg: "#e3f2fd", fg: "#1565c0" },
  green: { bg: "#e8f5e9", fg: "#2e7d32" },
  gold: { bg: "#fff8e1", fg: "#7a5a00" },
};

/** '{zone} Zone' (spec 2 §2): 'Blue Zone' for blue. */
export function zoneLabel(zone: Zone): string {
  return `${zone.charAt(0).toUpperCase()}${zone.slice(1)} Zone`;
}

export function ZoneChip({ zone }: { zone: Zone }): ReactNode {
  return (
    <Chip
      size="small"
      label={zoneLabel(zone)}
      sx={{ bgcolor: ZONE_COLOURS[zone].bg, color: ZONE_COLOURS[zone].fg, fontWeight: 600 }}
    />
  );
}
