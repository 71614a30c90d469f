import { nsToMs } from "@care/contracts";
import { Box, Stack, Tooltip, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { EMPTY_TEXT } from "../../../../lib/charts";
import type { SleepPhase } from "../../api/get-sleep-phase";
import { clockTime } from "../../model/format";

/** Spec 3 §3 phase codes with the bar heights of spec 3 §9 (awake 88, light 36, deep 16, rem 64, no reading 88). */
export const PHASES: Record<number, { name: string; height: number; color: string } | undefined> = {
  0: { name: "Awake", height: 88, color: "#F2994A" },
  1: { name: "Light Sleep", height: 36, color: "#56CCF2" },
  2: { name: "Deep Sleep", height: 16, color: "#2F4F9E" },
  3: { name: "Rem", height: 64, color: "#9B51E0" },
  4: { name: "No Reading", height: 88, color: "#BDBDBD" },
  // 5 is a cycle break: a marker between cycles, not time.
};
const LEGEND = [0, 3, 1, 2] as const;
const HEIGHT = 88;

/**
 * 'Sleep Cycles' (spec 3 §2): one bar per phase segment, as wide as its minutes (the chart's one-minute resolution)
 * and as high as its phase; the tooltip shows the time range and the phase; start and end time underneath.
 */
export function SleepPhaseBars({ phases, timeZone }: { phases: SleepPhase | undefined; timeZone: string }): ReactNode {
  const segments = (phases?.data ?? []).filter((s) => PHASES[s.phase]);
  if (segments.length === 0) {
    return (
      <Box sx={{ height: HEIGHT + 40, display: "flex", alignItems: "center", justifyContent: "center" }}>
        <Typography color="text.secondary">{EMPTY_TEXT.noRecords}</Typography>
      </Box>
    );
  }
  const first = segments[0];
  const last = segments[segments.length - 1];
  const total = Math.max(1, nsToMs(last!.end_time) - nsToMs(first!.start_time));
  return (
    <Box>
      <Box
        sx={{ display: "flex", alignItems: "flex-end", height: HEIGHT, gap: "1px" }}
        role="list"
        aria-label="Sleep phases"
      >
        {segments.map((s) => {
          const phase = PHASES[s.phase]!;
          const width = ((nsToMs(s.end_time) - nsToMs(s.start_time)) / total) * 100;
          const title = `${clockTime(s.start_time, timeZone)} - ${clockTime(s.end_time, timeZone)} ${phase.name}`;
          return (
            <Tooltip key={s.start_time} title={title}>
              <Box
                role="listitem"
                aria-label={title}
                data-phase={phase.name}
                sx={{ width: `${width}%`, minWidth: "1px", height: phase.height, bgcolor: phase.color }}
              />
            </Tooltip>
          );
        })}
      </Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", mt: 0.5 }}>
        <Typography variant="caption" aria-label="Sleep start">
          {clockTime(first!.start_time, timeZone)}
        </Typography>
        <Typography variant="caption" aria-label="Sleep end">
          {clockTime(last!.end_time, timeZone)}
        </Typography>
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }} aria-label="Legend">
        {LEGEND.map((code) => (
          <Stack key={code} direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
            <Box sx={{ width: 12, height: 12, bgcolor: PHASES[code]!.color, borderRadius: "2px" }} />
            <Typography variant="caption">{PHASES[code]!.name}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
