import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { periodRange, todayIn } from "../model/period-range";
import { WELLNESS_SECTIONS, isWellnessSection, type WellnessSection } from "../model/sections";
import { ActivitySection } from "./ActivitySection";
import { BodyHealthSection } from "./BodyHealthSection";
import { HeartRateSection } from "./HeartRateSection";
import { SleepSection } from "./SleepSection";
import { WellnessPeriodBar, type WellnessPeriod } from "./WellnessPeriodBar";

function initialPeriod(): WellnessPeriod {
  const today = new Date();
  return { mode: "day", dates: { day: today, week: today, month: today } };
}

/**
 * The wellness dashboard (spec 3 §2): Heart Rate, Body Health, Activity and Sleep in an accordion, one open at a
 * time, the first open one named by ?initialExpand=. A section's content mounts when it opens (and unmounts when
 * it closes), so opening it draws its charts afresh at the size of the opened panel. Every section shares the Day /
 * Week / Month wrapper's state; sleep reads it in the member's time zone, the others in the browser's.
 */
export function WellnessDashboard({ senior }: { senior: SeniorRef }): ReactNode {
  const [params] = useSearchParams();
  const requested = params.get("initialExpand");
  const [open, setOpen] = useState<WellnessSection | null>(isWellnessSection(requested) ? requested : null);
  const [period, setPeriod] = useState<WellnessPeriod>(initialPeriod);
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
