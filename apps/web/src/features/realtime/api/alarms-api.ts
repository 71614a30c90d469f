import { supervisionRoutes } from "@care/contracts";
import type { ApiClient } from "../../../lib/api/api-client";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";

const R = supervisionRoutes;

export type OpenAlarm = DataOf<typeof R.listAlarms>[number];

/**
 * The alarms to show when the popups start, so alarms raised before sign-in are not missed: every pending one and
 * those this user already took (spec 3 §4 "Alarms assigned to the current user are handled too").
 * Silent: live events still arrive when this fails, and a dialog over every screen would help no one.
 */
export function fetchOpenAlarms(api: ApiClient, userId: string, signal?: AbortSignal): Promise<OpenAlarm[]> {
  return api.callRoute(R.listAlarms, {
    // Spec 1 §7: object query parameters are JSON-stringified.
    query: { statuses: JSON.stringify([{ status: "pending" }, { status: "assigned", user_id: userId }]) },
    signal,
    silent: true,
  });
}

export type AlarmUpdateStatus = BodyOf<typeof R.updateAlarm>["status"];

/** Take (assigned) or Close (closed) an alarm; the API tells every other popup through the channel. */
export function updateAlarm(api: ApiClient, alarmId: string, status: AlarmUpdateStatus): Promise<OpenAlarm> {
  return api.callRoute(R.updateAlarm, { body: { alarm_id: alarmId, status } });
}
