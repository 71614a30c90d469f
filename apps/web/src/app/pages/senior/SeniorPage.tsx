import type { ReactNode } from "react";
import { useParams } from "react-router";
import { hasActionNotification } from "../../../lib/care-insight-events/insight-events";
import { useInsightEvents } from "../../../lib/care-insight-events/InsightEventsProvider";
import { PageHeader, useHomeCrumb } from "../../../lib/layout/PageHeader";
import { findSeniorTab } from "../../../lib/routing/senior-tabs";
import { timezoneFromSegment } from "../../../lib/routing/timezone-segment";
import { useAssessmentsIncomplete } from "../../../features/senior/api/get-assessments-incomplete";
import { SeniorHeaderCard } from "../../../features/senior/components/SeniorHeaderCard";
import { SeniorTabBar } from "../../../features/senior/components/SeniorTabBar";
import { SeniorTabContent } from "./SeniorTabContent";

/** /senior/{seniorID}/{accountID}/{timezone}/{tab}/*: breadcrumb, the tab bar, then the tab's content. */
export function SeniorPage(): ReactNode {
  const home = useHomeCrumb();
  const { seniorId = "", accountId = "", timezone = "", tab = "", "*": sub = "" } = useParams();
  const senior = { seniorId, accountId, timezone: timezoneFromSegment(timezone) };
  const spec = findSeniorTab(tab);
  const title = spec?.label ?? "Senior";
  const { events } = useInsightEvents();
  const assessmentsIncomplete = useAssessmentsIncomplete(senior);
  return (
    <>
      <PageHeader title={title} crumbs={[home, { label: "Senior" }, { label: title }]} />
      <SeniorHeaderCard senior={senior} />
      <SeniorTabBar
        senior={senior}
        current={tab}
        markers={{ careInsightsNotify: hasActionNotification(events, seniorId), assessmentsIncomplete }}
      />
      <SeniorTabContent senior={senior} tab={tab} sub={sub.replace(/\/+$/, "")} />
    </>
  );
}
