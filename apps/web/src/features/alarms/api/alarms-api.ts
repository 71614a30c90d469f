import {
  ALARM_LIST_PAGE,
  alarmListCursor,
  alarmRoutes,
  type AlarmListCursor,
  type AlarmOutcome,
} from "@care/contracts";
import type { ApiClient } from "../../../lib/api/api-client";
import type { DataOf } from "../../../lib/api/contract-types";

const R = alarmRoutes;

export type OpenAlarm = DataOf<typeof R.listAlarms>[number];

/** More pages than this means the server does not move on (a cursor it ignores): stop rather than loop. */
const MAX_PAGES = 100;

/**
 * Every alarm the popups must show, so none depends on the websocket (issue 27): all pending ones and those this
 * user already took (spec 3 §4 "Alarms assigned to the current user are handled too"), most urgent first, page
 * after page until a short one. Silent: the caller says 'Failed to fetch exisisting events data.' and tries again.
 */
export async function fetchOpenAlarms(api: ApiClient, userId: string, signal?: AbortSignal): Promise<OpenAlarm[]> {
  // Spec 1 §7: object query parameters are JSON-stringified.
  const statuses = JSON.stringify([{ status: "pending" }, { status: "assigned", user_id: userId }]);
  const all: OpenAlarm[] = [];
  let after: AlarmListCursor | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const page = await api.callRoute(R.listAlarms, {
      query: { statuses, limit: ALARM_LIST_PAGE, ...(after ? { after: JSON.stringify(after) } : {}) },
      signal,
      silent: true,
    });
    all.push(...page);
    const last = page.at(-1);
    if (page.length < ALARM_LIST_PAGE || !last) break;
    after = alarmListCursor(last);
  }
  return all;
}

/** How the alarm ended and the note (required for `other`): what closing sends beside the id and status. */
export interface AlarmClosing {
  outcome: AlarmOutcome;
  notes?: string;
}

/** Take an alarm; the API tells every other popup through the channel. */
export function takeAlarm(api: ApiClient, alarmId: string): Promise<OpenAlarm> {
  return api.callRoute(R.updateAlarm, { body: { alarm_id: alarmId, status: "assigned" } });
}

/** Close an alarm with its outcome (issue 27 item 5); the API tells every other popup through the channel. */
export function closeAlarm(api: ApiClient, alarmId: string, closing: AlarmClosing): Promise<OpenAlarm> {
  return api.callRoute(R.updateAlarm, { body: { alarm_id: alarmId, status: "closed", ...closing } });
}

/**
 * Tells the API this portal received the alarm (the timeline's first delivery; only the first counts). Silent and
 * fire-and-forget: the popup never waits on it, and a lost acknowledgement only leaves the delivery unrecorded.
 */
export async function acknowledgeAlarm(api: ApiClient, alarmId: string): Promise<void> {
  await api.callRoute(R.alarmDelivered, { body: { alarm_id: alarmId }, silent: true });
}
