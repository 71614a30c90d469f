import type { ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { CallScheduleView } from "../components/CallScheduleView";

/** The senior's Call Schedule tab: the senior's calls by day or week, in the senior's time zone. */
export function CallScheduleTab({ senior }: { senior: SeniorRef }): ReactNode {
  return (
    <CallScheduleView
      who={{ senior_id: senior.seniorId, account_id: senior.accountId }}
      timeZone={senior.timezone}
      perspective="senior"
    />
  );
}
