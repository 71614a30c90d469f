import { Grid } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useBodyGraph } from "../api/get-body-graph";
import { useRawDifference } from "../api/get-raw-difference";
import { useRawMeasurement } from "../api/get-raw-measurement";
import { browserTimeZone, type PeriodRange } from "../model/period-range";
import { BodyCompositionCard } from "./body/BodyCompositionCard";
import { HydrationCard } from "./body/HydrationCard";
import { WeightCard } from "./body/WeightCard";

/** Spec 3 §2 'Body Health screen': the Weight, Body Composition and Hydration cards over one period. */
export function BodyHealthSection({ senior, range }: { senior: SeniorRef; range: PeriodRange }): ReactNode {
  const query = {
    senior_id: senior.seniorId,
    account_id: senior.accountId,
    start_timestamp: range.start_timestamp,
    end_timestamp: range.end_timestamp,
    timezone: browserTimeZone(),
  };
  const measurement = useRawMeasurement(query).data;
  const difference = useRawDifference(query).data;
  const weight = useBodyGraph({ ...query, measurement_type: "weight" }).data;
  const hydration = useBodyGraph({ ...query, measurement_type: "hydration" }).data;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <WeightCard senior={senior} range={range} measurement={measurement} difference={difference} graph={weight} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <BodyCompositionCard range={range} measurement={measurement} difference={difference} />
      </Grid>
      <Grid size={12}>
        <HydrationCard
          senior={senior}
          range={range}
          measurement={measurement}
          difference={difference}
          graph={hydration}
        />
      </Grid>
    </Grid>
  );
}
