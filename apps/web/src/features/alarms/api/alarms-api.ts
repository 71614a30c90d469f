import { ALARM_LIST_PAGE, alarmListCursor, alarmRoutes, type AlarmListCursor } from "@care/contracts";
import type { ApiClient } from "../../../lib/api/api-client";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";

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

export type AlarmUpdateStatus = BodyOf<typeof R.updateAlarm>["status"];

/** Take (assigned) or Close (closed) an alarm; the API tells every other popup through the channel. */
export function updateAlarm(api: ApiClient, alarmId: string, status: AlarmUpdateStatus): Promise<OpenAlarm> {
  return api.callRoute(R.updateAlarm, { body: { alarm_id: alarmId, status } });
}
