import { Card, CardActions, CardContent, Chip, Grid, Link, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { PATHS } from "../../../../lib/routing/paths";
import type { SeniorRef } from "../../../../lib/routing/senior-tabs";
import { timezoneToSegment } from "../../../../lib/routing/timezone-segment";
import type { DashboardCard as WellnessSummary } from "../../../../lib/shared/care-dashboard";
import {
  CHIP_COLOUR,
  HEART_RATINGS as HEART,
  HYDRATION_RATINGS as HYDRATION,
  NO_DATA_RATING as NO_DATA,
  SLEEP_RATINGS as SLEEP,
  STEPS_RATINGS as STEPS,
  WEIGHT_RATINGS as WEIGHT,
  wellbeingRating,
  wellbeingScale,
  type Rating,
} from "../../../../lib/vitals/ratings";

/** The wellness dashboard opened at one section (spec 3 §2 'entry point is a View link'). */
export function wellnessDashboardPath(senior: SeniorRef, section: string): string {
  const base = `${PATHS.senior}/${encodeURIComponent(senior.seniorId)}/${encodeURIComponent(senior.accountId)}/${timezoneToSegment(senior.timezone)}`;
  return `${base}/wellness-dashboard?initialExpand=${section}`;
}

interface Item {
  title: string;
  value: string;
  rating: Rating;
  /** initialExpand of the View link; wellbeing has none. */
  section?: string;
}

function items(s: WellnessSummary | null | undefined, wellbeing: WellbeingSurvey | null): Item[] {
  const d = s?.devices;
  const hours = (sec: number): string => `${Math.floor(sec / 3600)}h ${Math.round((sec % 3600) / 60)}m`;
  return [
    {
      title: "Heart Rate",
      value: d?.watch.heart_rate == null ? "-" : `${d.watch.heart_rate} bpm`,
      rating: d ? HEART[d.watch.heart_category] : NO_DATA,
      section: "heart_rate",
    },
    {
      title: "Activity",
      value: d?.watch.step_count == null ? "-" : `${Math.round(d.watch.step_count).toLocaleString("en-US")} steps`,
      rating: d ? STEPS[d.watch.steps_category] : NO_DATA,
      section: "activity",
    },
    {
      title: "Sleep",
      value:
        d?.sleep_mat.avg_sleep_score == null
          ? "-"
          : `Score ${Math.round(d.sleep_mat.avg_sleep_score)}${d.sleep_mat.avg_total_sleep_time == null ? "" : ` · ${hours(d.sleep_mat.avg_total_sleep_time)}`}`,
      rating: d ? SLEEP[d.sleep_mat.sleep_category] : NO_DATA,
      section: "sleep",
    },
    {
      title: "Weight",
      value: d?.scale.avg_weight == null ? "-" : `${d.scale.avg_weight} lbs`,
      rating: d ? WEIGHT[d.scale.weight_category] : NO_DATA,
      section: "body_health",
    },
    {
      title: "Hydration",
      value: d?.scale.avg_hydration == null ? "-" : `${d.scale.avg_hydration}%`,
      rating: d ? HYDRATION[d.scale.hydration_category] : NO_DATA,
      section: "body_health",
    },
    // The newest completed wellness survey of the last 30 days, on the agency graph's 0–7 scale; no link (spec 3 §2).
    // See docs/measurement.md "The senior Dashboard tab's Wellbeing card".
    {
      title: "Wellbeing",
      value: wellbeingValue(wellbeing),
      rating: wellbeingRating(wellbeing ? wellbeingScale(wellbeing.score, wellbeing.scoreLimit) : null),
    },
  ];
}

/** What the Wellbeing card needs of a survey. */
export interface WellbeingSurvey {
  score: number | null;
  scoreLimit: number | null;
}

function wellbeingValue(w: WellbeingSurvey | null): string {
  const scaled = w ? wellbeingScale(w.score, w.scoreLimit) : null;
  return scaled === null ? "-" : `${scaled.toFixed(1)} / 7`;
}

/**
 * Today's wellness summary (heart rate, activity, sleep, weight, hydration, wellbeing) with each classification;
 * 'View' opens the wellness dashboard at the card's section for those who may open it (care agents).
 */
export function WellnessSummaryCards({
  senior,
  summary,
  wellbeing = null,
  canOpenWellness,
}: {
  senior: SeniorRef;
  summary: WellnessSummary | null | undefined;
  /** The newest completed wellness survey (null: none, or a role that may not read surveys). */
  wellbeing?: WellbeingSurvey | null;
  canOpenWellness: boolean;
}): ReactNode {
  return (
    <Grid container spacing={2}>
      {items(summary, wellbeing).map((it) => (
        <Grid key={it.title} size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
          <Card variant="outlined" component="section" aria-label={it.title} sx={{ height: "100%" }}>
            <CardContent>
              <Typography variant="subtitle2" color="text.secondary">
                {it.title}
              </Typography>
              <Typography variant="h6" data-testid="summary-value">
                {it.value}
              </Typography>
              <Chip size="small" label={it.rating.label} color={CHIP_COLOUR[it.rating.colour]} sx={{ mt: 1 }} />
            </CardContent>
            {it.section && canOpenWellness && (
              <CardActions>
                <Link
                  component={RouterLink}
                  to={wellnessDashboardPath(senior, it.section)}
                  aria-label={`View ${it.title}`}
                >
                  View
                </Link>
              </CardActions>
            )}
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
