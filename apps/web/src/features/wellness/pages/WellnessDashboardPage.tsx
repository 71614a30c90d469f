import type { ReactNode } from "react";
import { useParams } from "react-router";
import { PlaceholderPage } from "../../../app/layout/PageHeader";
import { seniorPath } from "../../../app/routing/senior-tabs";
import { timezoneFromSegment } from "../../../app/routing/timezone-segment";

/** /senior/{seniorID}/{accountID}/{timezone}/wellness-dashboard (spec 3 §2), care agents. */
export function WellnessDashboardPage(): ReactNode {
  const { seniorId = "", accountId = "", timezone = "" } = useParams();
  const ref = { seniorId, accountId, timezone: timezoneFromSegment(timezone) };
  return (
    <PlaceholderPage
      title="Wellness Dashboard"
      crumbs={[
        { label: "Home", to: "/" },
        { label: "Dashboard", to: seniorPath(ref, "dashboard") },
        { label: "Wellness Dashboard" },
      ]}
    />
  );
}
