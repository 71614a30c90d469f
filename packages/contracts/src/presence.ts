import { CHANNEL_ROLES } from "./realtime.js";
import type { StaffRole } from "./roles.js";

/**
 * Who is watching the alarms (issue 27 item 4): the portal of every role that hears private-sos-fall-channel also
 * joins this presence channel, signed by GET /api/cognito/pusher/auth with the staff member's id. soketi keeps the
 * membership (it drops a member whose socket is gone), and the worker asks soketi for it
 * (GET /apps/:id/channels/:channel/users) when it decides whether an alarm must leave the portal at once.
 */
export const ALARM_PRESENCE_CHANNEL = "presence-sos-fall-staff";

/** The roles that may join it: the alarm channel's (CHANNEL_ROLES["private-sos-fall-channel"], spec 1 §6). */
export const ALARM_PRESENCE_ROLES: readonly StaffRole[] = CHANNEL_ROLES["private-sos-fall-channel"];

/**
 * A member's id in the channel: `<deployment>:<staff user id>`, the deployment being the QUEUE_PREFIX its API and
 * workers share. A soketi app may serve several deployments (staging beside production, the test files of one run):
 * a worker counts only the members of its own, and soketi's users endpoint answers ids only, so the id carries it.
 */
export const alarmPresenceUserId = (deployment: string, staffUserId: string): string => `${deployment}:${staffUserId}`;

/** The staff ids of one deployment among the channel's member ids. */
export function alarmPresenceStaffIds(deployment: string, memberIds: readonly string[]): string[] {
  const prefix = `${deployment}:`;
  return memberIds.filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
}

/** What a member carries in the channel (the presence `user_info`; a type, so it fits Pusher's index signature). */
export type AlarmPresenceInfo = {
  name: string;
  roles: string[];
};
