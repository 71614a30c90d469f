import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Accordion, AccordionDetails, AccordionSummary, Alert, AlertTitle, Box, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useLocation, useSearchParams } from "react-router";
import { CHART_UNITS } from "../../../lib/charts";
import { dailyRecapOf, type DailyRecap } from "../../../lib/shared/daily-recap";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { periodRange, todayIn } from "../model/period-range";
import { WELLNESS_SECTIONS, isWellnessSection, type WellnessSection } from "../model/sections";
import { ActivitySection } from "./ActivitySection";
import { BodyHealthSection } from "./BodyHealthSection";
import { HeartRateSection } from "./HeartRateSection";
import { SleepSection } from "./SleepSection";
import { WellnessPeriodBar, type WellnessPeriod } from "./WellnessPeriodBar";

function initialPeriod(recap: DailyRecap | null): WellnessPeriod {
  const today = new Date();
  const at = recap ? new Date(recap.date) : null;
  // A daily recap opens the day of its vital data (never a future day).
  const day = at && !Number.isNaN(at.getTime()) && at < today ? at : today;
  return { mode: "day", dates: { day, week: day, month: day } };
}

/** The daily-recap notification (spec 3 §2 'Heart Rate screen'): the summary message and its range. */
function DailyRecapNotice({ recap, onClose }: { recap: DailyRecap; onClose: () => void }): ReactNode {
  const { good_lower: lower, good_upper: upper } = recap.range_map;
  return (
    <Alert severity="info" onClose={onClose} sx={{ mb: 2 }} aria-label="Daily Recap">
      <AlertTitle>Daily Recap</AlertTitle>
      <Typography variant="body2" sx={{ overflowWrap: "anywhere" }}>
        {recap.message}
      </Typography>
      {lower !== null && upper !== null && (
        <Typography variant="body2">
          Range: {lower}-{upper} {CHART_UNITS.heartRate}
        </Typography>
      )}
    </Alert>
  );
}

/**
 * The wellness dashboard (spec 3 §2): Heart Rate, Body Health, Activity and Sleep in an accordion, one open at a
 * time, the first open one named by ?initialExpand=. A section's content mounts when it opens (and unmounts when
 * it closes), so opening it draws its charts afresh at the size of the opened panel. Every section shares the Day /
 * Week / Month wrapper's state; sleep reads it in the member's time zone, the others in the browser's.
 */
export function WellnessDashboard({ senior }: { senior: SeniorRef }): ReactNode {
  const [params] = useSearchParams();
  // Navigation state of a daily-recap link: Heart Rate opens at the day of the recap, with its notification.
  const { state } = useLocation();
  const [recap, setRecap] = useState(() => dailyRecapOf(state));
  const requested = recap ? "heart_rate" : params.get("initialExpand");
  const [open, setOpen] = useState<WellnessSection | null>(isWellnessSection(requested) ? requested : null);
  const [period, setPeriod] = useState<WellnessPeriod>(() => initialPeriod(recap));
  const date = period.dates[period.mode];

  const content = (section: WellnessSection): ReactNode => {
    if (section === "sleep") {
      return (
        <>
          <WellnessPeriodBar
            value={period}
            onChange={setPeriod}
            today={todayIn(senior.timezone)}
            note={`Sleep graph data is displayed based on the ${senior.timezone}`}
          />
          <SleepSection senior={senior} period={period} />
        </>
      );
    }
    const range = periodRange(period.mode, date);
    return (
      <>
        <WellnessPeriodBar value={period} onChange={setPeriod} />
        {section === "heart_rate" && recap && <DailyRecapNotice recap={recap} onClose={() => setRecap(null)} />}
        {section === "heart_rate" && <HeartRateSection senior={senior} range={range} />}
        {section === "body_health" && <BodyHealthSection senior={senior} range={range} />}
        {section === "activity" && <ActivitySection senior={senior} range={range} />}
      </>
    );
  };

  return (
    <Box>
      {WELLNESS_SECTIONS.map((s) => (
        <Accordion
          key={s.id}
          expanded={open === s.id}
          onChange={(_e, expanded) => setOpen(expanded ? s.id : null)}
          slotProps={{ transition: { unmountOnExit: true } }}
          disableGutters
          sx={{ mb: 1 }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${s.id}-content`} id={`${s.id}-header`}>
            <Typography variant="h6" component="h2">
              {s.label}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${s.id}-content`}>{content(s.id)}</AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
