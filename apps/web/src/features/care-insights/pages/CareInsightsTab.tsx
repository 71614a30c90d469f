import { Box, Tab, Tabs } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { NotFoundPage } from "../../../lib/errors/NotFoundPage";
import { CARE_INSIGHT_VIEWS, seniorPath, type SeniorRef } from "../../../lib/routing/senior-tabs";
import { InsightHistoryView } from "./InsightHistoryView";
import { VitalsThresholdsView } from "./VitalsThresholdsView";

/** The senior's Care Insights tab: Vitals Thresholds (default, threshold-setting) and Care Insight History. */
export function CareInsightsTab({ senior, sub }: { senior: SeniorRef; sub: string }): ReactNode {
  const current = CARE_INSIGHT_VIEWS.find((v) => v.path === sub);
  if (!current) return <NotFoundPage />;
  return (
    <Box>
      <Tabs value={current.path} aria-label="Care insight sections" sx={{ mb: 2 }}>
        {CARE_INSIGHT_VIEWS.map((v) => (
          <Tab
            key={v.path}
            value={v.path}
            label={v.label}
            component={RouterLink}
            to={seniorPath(senior, "care-insights", v.path)}
          />
        ))}
      </Tabs>
      {current.path === "threshold-setting" ? (
        <VitalsThresholdsView senior={senior} />
      ) : (
        <InsightHistoryView senior={senior} />
      )}
    </Box>
  );
}
