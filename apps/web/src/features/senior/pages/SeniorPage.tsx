import type { ReactNode } from "react";
import { useParams } from "react-router";
import { useSession } from "../../../app/auth/auth-context";
import { hasActionNotification } from "../../../app/care-insight-events/insight-events";
import { useInsightEvents } from "../../../app/care-insight-events/InsightEventsProvider";
import { PageHeader } from "../../../app/layout/PageHeader";
import { findSeniorTab } from "../../../app/routing/senior-tabs";
import { timezoneFromSegment } from "../../../app/routing/timezone-segment";
import { landingPath } from "../../../app/session/session";
import { useAssessmentsIncomplete } from "../api/get-assessments-incomplete";
import { SeniorHeaderCard } from "../components/SeniorHeaderCard";
import { SeniorTabBar } from "../components/SeniorTabBar";
import { SeniorTabContent } from "../components/SeniorTabContent";

/** /senior/{seniorID}/{accountID}/{timezone}/{tab}/*: breadcrumb, the tab bar, then the tab's content. */
export function SeniorPage(): ReactNode {
  const session = useSession();
  const { seniorId = "", accountId = "", timezone = "", tab = "", "*": sub = "" } = useParams();
  const senior = { seniorId, accountId, timezone: timezoneFromSegment(timezone) };
  const spec = findSeniorTab(tab);
  const title = spec?.label ?? "Senior";
  const { events } = useInsightEvents();
  const assessmentsIncomplete = useAssessmentsIncomplete(senior);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: "Home", to: landingPath(session) }, { label: "Senior" }, { label: title }]}
      />
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
