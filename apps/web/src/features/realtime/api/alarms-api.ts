import { supervisionRoutes, type AlarmEvent } from "@care/contracts";
import type { ApiClient } from "../../../lib/api/api-client";

const R = supervisionRoutes;

/**
 * The alarms to show when the popups start, so alarms raised before sign-in are not missed: every pending one and
 * those this user already took (spec 3 §4 "Alarms assigned to the current user are handled too").
 * Silent: live events still arrive when this fails, and a dialog over every screen would help no one.
 */
export function fetchOpenAlarms(api: ApiClient, userId: string, signal?: AbortSignal): Promise<AlarmEvent[]> {
  return api.get<AlarmEvent[]>(R.listAlarms.path, {
    query: { statuses: [{ status: "pending" }, { status: "assigned", user_id: userId }] },
    signal,
    silent: true,
  });
}

export type AlarmUpdateStatus = "assigned" | "closed";

/** Take (assigned) or Close (closed) an alarm; the API tells every other popup through the channel. */
export async function updateAlarm(api: ApiClient, alarmId: string, status: AlarmUpdateStatus): Promise<AlarmEvent> {
  return api.put<AlarmEvent>(R.updateAlarm.path, { alarm_id: alarmId, status });
}
