import { ALARM_PRESENCE_CHANNEL, alarmPresenceStaffIds } from "@care/contracts";
import type { WorkerDeps } from "../deps.js";

/** soketi answers within milliseconds on loopback; past this the answer is treated as unknown. */
const PRESENCE_TIMEOUT_MS = 3000;

/**
 * The staff ids connected to the alarm presence channel right now, from soketi's HTTP API
 * (GET /apps/:id/channels/presence-sos-fall-staff/users). soketi keeps the membership itself (a closed socket leaves
 * the channel), so there is no second copy of it to go stale. An empty list means nobody responsible is watching.
 * When soketi does not answer, the portals cannot receive alarms either: that is reported as nobody watching too,
 * so the alarm leaves the portal at once rather than waiting for nobody.
 */
export async function alarmWatchers(deps: Pick<WorkerDeps, "realtime" | "log" | "config">): Promise<string[]> {
  try {
    const res = await Promise.race([
      deps.realtime.get({ path: `/channels/${ALARM_PRESENCE_CHANNEL}/users` }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${PRESENCE_TIMEOUT_MS} ms`)), PRESENCE_TIMEOUT_MS).unref(),
      ),
    ]);
    if (!res.ok) throw new Error(`soketi answered HTTP ${res.status}`);
    const body = (await res.json()) as { users?: { id: string }[] };
    // Only this deployment's members (alarmPresenceUserId): another sharing the soketi app watches other alarms.
    return alarmPresenceStaffIds(
      deps.config.QUEUE_PREFIX,
      (body.users ?? []).map((u) => u.id),
    );
  } catch (err) {
    deps.log.warn({ err }, "alarm presence unknown (soketi's HTTP API); treated as nobody watching");
    return [];
  }
}
