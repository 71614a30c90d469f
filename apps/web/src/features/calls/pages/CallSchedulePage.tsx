import { Box } from "@mui/material";
import type { ReactNode } from "react";
import { useSession } from "../../../lib/auth/auth-context";
import { PageHeader, useHomeCrumb } from "../../../lib/layout/PageHeader";
import { CallScheduleView } from "../components/CallScheduleView";

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /call-schedule: the care agent's own calls by day or week, with the senior, in the agent's own time zone. */
export function CallSchedulePage(): ReactNode {
  const { userId } = useSession();
  const home = useHomeCrumb();
  return (
    <Box data-testid="page" data-page-title="Call Schedule">
      <PageHeader title="Call Schedule" crumbs={[home, { label: "Call Schedule" }]} />
      <CallScheduleView who={{ careagent_id: userId }} timeZone={browserZone()} perspective="agent" />
    </Box>
  );
}
