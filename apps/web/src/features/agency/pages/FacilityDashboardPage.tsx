import type { FacilityTypeValue } from "@care/contracts";
import { Box } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useParams } from "react-router";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { useActivityGraph } from "../api/get-activity-graph";
import { useAgencyDetail } from "../api/get-agency-detail";
import { useFallGraph } from "../api/get-fall-graph";
import { useZoneMonthGraph } from "../api/get-zone-month-graph";
import { AgencyHeaderCard } from "../components/AgencyHeaderCard";
import { ZoneGraphControls } from "../components/ZoneGraphControls";
import { ActivityGraphCard, FallGraphCard, GoalsRing, GraphGrid, ZoneMonthGraphCard } from "../components/ZoneGraphs";
import { defaultGraphType } from "../model/graph-type";
import { OVERALL_ONLY, toggleSeries, type GraphSeries, type MonthRange } from "../model/zone-selection";
import { useAgencyCrumbs } from "./use-agency-crumbs";

const browserTimezone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "America/New_York";

/** .../facilityDashboard: the zone graphs (spec 3 §2 'Zone graphs', §4 'Graph zone selection', §9 'Graphs'). */
export function FacilityDashboardPage(): ReactNode {
  const { facilityId = "" } = useParams();
  const agency = useAgencyDetail(facilityId);
  const [range, setRange] = useState<MonthRange>(3);
  const [series, setSeries] = useState<readonly GraphSeries[]>(OVERALL_ONLY);
  const [chosenType, setChosenType] = useState<FacilityTypeValue | null>(null);
  const facilityType = chosenType ?? defaultGraphType(agency.data?.facility_type);
  // Refetched when the range or the type changes (both are in the query keys); zones only pick what is drawn.
  const q = { facility_id: facilityId, duration: String(range) as "3" | "12", facility_type: facilityType };
  const ready = agency.isSuccess;
  const activity = useActivityGraph({ ...q, timezone: browserTimezone() }, ready);
  const falls = useFallGraph({ ...q, timezone: browserTimezone() }, ready);
  const los = useZoneMonthGraph("los", { ...q, timezone: browserTimezone() }, ready);
  const wellbeing = useZoneMonthGraph("wellbeing", { ...q, timezone: browserTimezone() }, ready);
  const loneliness = useZoneMonthGraph("loneliness", { ...q, timezone: browserTimezone() }, ready);
  const graph = { series, range };
  return (
    <Box data-testid="page" data-page-title="Dashboard">
      <PageHeader title="Dashboard" crumbs={useAgencyCrumbs("dashboard")} />
      <AgencyHeaderCard agency={agency.data} />
      <ZoneGraphControls
        range={range}
        onRange={(r) => {
          setRange(r);
          // Spec 3 §4: changing the month range resets the zones to overall.
          setSeries(OVERALL_ONLY);
        }}
        series={series}
        onSeries={(s) => setSeries((prev) => toggleSeries(prev, s, range))}
        facilityType={facilityType}
        onFacilityType={setChosenType}
      />
      {ready && (
        <GraphGrid>
          {[
            <ActivityGraphCard key="activity" data={activity.data} {...graph} />,
            <GoalsRing key="goals" data={activity.data} />,
            <FallGraphCard key="falls" data={falls.data} {...graph} />,
            <ZoneMonthGraphCard key="los" name="los" data={los.data} {...graph} />,
            <ZoneMonthGraphCard key="wellbeing" name="wellbeing" data={wellbeing.data} {...graph} />,
            <ZoneMonthGraphCard key="loneliness" name="loneliness" data={loneliness.data} {...graph} />,
          ]}
        </GraphGrid>
      )}
    </Box>
  );
}
