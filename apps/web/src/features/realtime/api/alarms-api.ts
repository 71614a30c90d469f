import { AlarmEventSchema, type AlarmEvent } from "@care/contracts";
import type { ApiClient } from "../../../lib/api/api-client";

const ALARMS_PATH = "/api/supervision/alarms";
const UPDATE_ALARMS_PATH = "/api/supervision/update-alarms";

/**
 * Pending SOS/fall alarms, fetched when the popups start so alarms raised before sign-in are not missed.
 * Silent: live events still arrive when this fails, and a dialog over every screen would help no one.
 */
export async function fetchPendingAlarms(api: ApiClient, signal?: AbortSignal): Promise<AlarmEvent[]> {
  const data = await api.get<unknown>(ALARMS_PATH, {
    query: { statuses: [{ status: "pending" }] },
    signal,
    silent: true,
  });
  const rows = Array.isArray(data) ? data : [];
  return rows.flatMap((row) => {
    const parsed = AlarmEventSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

export type AlarmUpdateStatus = "assigned" | "closed";

/** Take (assigned) or Close (closed) an alarm. */
export async function updateAlarm(api: ApiClient, alarmId: string, status: AlarmUpdateStatus): Promise<void> {
  await api.put<unknown>(UPDATE_ALARMS_PATH, { alarm_id: alarmId, status });
}
