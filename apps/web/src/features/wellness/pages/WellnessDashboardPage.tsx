import type { ReactNode } from "react";
import { useParams } from "react-router";
import { PageHeader, useHomeCrumb } from "../../../lib/layout/PageHeader";
import { seniorPath } from "../../../lib/routing/senior-tabs";
import { timezoneFromSegment } from "../../../lib/routing/timezone-segment";
import { WellnessDashboard } from "../components/WellnessDashboard";

/** /senior/{seniorID}/{accountID}/{timezone}/wellness-dashboard (spec 3 §2), care agents. */
export function WellnessDashboardPage(): ReactNode {
  const { seniorId = "", accountId = "", timezone = "" } = useParams();
  const senior = { seniorId, accountId, timezone: timezoneFromSegment(timezone) };
  const home = useHomeCrumb();
  return (
    <div data-testid="page" data-page-title="Wellness Dashboard">
      <PageHeader
        title="Wellness Dashboard"
        crumbs={[home, { label: "Dashboard", to: seniorPath(senior, "dashboard") }, { label: "Wellness Dashboard" }]}
      />
      <WellnessDashboard senior={senior} />
    </div>
  );
}
