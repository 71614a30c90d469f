import type { ReactNode } from "react";
import { useParams } from "react-router";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { seniorPath } from "../../../lib/routing/senior-tabs";
import { timezoneFromSegment } from "../../../lib/routing/timezone-segment";
import { WellnessDashboard } from "../components/WellnessDashboard";

/** /senior/{seniorID}/{accountID}/{timezone}/wellness-dashboard (spec 3 §2), care agents. */
export function WellnessDashboardPage(): ReactNode {
  const { seniorId = "", accountId = "", timezone = "" } = useParams();
  const senior = { seniorId, accountId, timezone: timezoneFromSegment(timezone) };
  return (
    <div data-testid="page" data-page-title="Wellness Dashboard">
      <PageHeader
        title="Wellness Dashboard"
        crumbs={[
          { label: "Home", to: "/" },
          { label: "Dashboard", to: seniorPath(senior, "dashboard") },
          { label: "Wellness Dashboard" },
        ]}
      />
      <WellnessDashboard senior={senior} />
    </div>
  );
}
