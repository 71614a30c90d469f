import {
  ALARM_PRESENCE_CHANNEL,
  ALARM_PRESENCE_ROLES,
  alarmPresenceUserId,
  hasAnyRole,
  type AccessClaims,
  type AlarmPresenceInfo,
} from "@care/contracts";

/** The presence member data soketi keeps for a subscriber (Pusher's `channel_data`). */
export interface PresenceMember {
  user_id: string;
  user_info: AlarmPresenceInfo;
}

/**
 * For the alarm presence channel: the member data to sign for this caller, or "refused" when their roles do not
 * hear the alarms (the same roles as private-sos-fall-channel). Undefined for every other channel. `deployment` is
 * the QUEUE_PREFIX the API and its workers share (alarmPresenceUserId).
 */
export function alarmPresence(
  user: AccessClaims,
  channel: string,
  deployment: string,
): PresenceMember | "refused" | undefined {
  if (channel !== ALARM_PRESENCE_CHANNEL) return undefined;
  if (!hasAnyRole(user.roles, ALARM_PRESENCE_ROLES)) return "refused";
  const name = [user.name.first_name, user.name.last_name].filter(Boolean).join(" ");
  return { user_id: alarmPresenceUserId(deployment, user.sub), user_info: { name, roles: user.roles } };
}
