import type { AlarmEvent } from "@care/contracts";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAlarmEvents } from "../../../lib/alarm-events/AlarmEventsProvider";
import type { CareDashboardData } from "../../../lib/shared/care-dashboard";

/**
 * A new SOS or fall of a senior whose card is loaded: one more on the card's chip, and the card turns high risk
 * (any alarm in the period is high: docs/measurement.md "Risk rule"). Other seniors' alarms change nothing.
 */
export function applyAlarm(data: CareDashboardData, alarm: AlarmEvent): CareDashboardData {
  let changed = false;
  const pages = data.pages.map((page) => {
    const card = page.dashboard[alarm.senior_id];
    if (!card) return page;
    changed = true;
    const alerts =
      alarm.status === "sos"
        ? { ...card.alerts, sos: card.alerts.sos + 1 }
        : { ...card.alerts, falls: card.alerts.falls + 1 };
    return {
      ...page,
      dashboard: { ...page.dashboard, [alarm.senior_id]: { ...card, alerts, risk_category: "high" as const } },
    };
  });
  return changed ? { ...data, pages } : data;
}

/** Whether an alarm event announces a new alarm: the first 'pending' publication (later ones re-announce it). */
export function isNewAlarm(alarm: AlarmEvent): boolean {
  return alarm.alarm_status === "pending" && alarm.escalation_level === 0;
}

/**
 * Keeps the cards on screen live (spec 3 §2): each new SOS/fall from the role's alarm channel is written into the
 * cached cards of `queryKey` at once, without a refetch. An alarm is counted once, however often it is announced.
 */
export function useLiveAlarms(queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  const { listen } = useAlarmEvents();
  const counted = useRef(new Set<string>());
  const keyJson = JSON.stringify(queryKey);

  useEffect(
    () =>
      listen((alarm) => {
        if (!isNewAlarm(alarm) || counted.current.has(alarm.alarm_id)) return;
        counted.current.add(alarm.alarm_id);
        queryClient.setQueryData<CareDashboardData>(JSON.parse(keyJson) as QueryKey, (data) =>
          data ? applyAlarm(data, alarm) : data,
        );
      }),
    [listen, queryClient, keyJson],
  );
}
