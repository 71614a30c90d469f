import type { MailMessage } from "@care/infra";
import type { ChainAlarm } from "./chain-alarm.js";

const WHAT = { sos: "SOS", fall: "Fall" } as const;

/**
 * The e-mail of an alarm nobody took: what happened to whom and where, what to do, and how to reach the senior.
 * Plain text (the mailer sends text only); no health data beyond the alarm itself.
 */
export function alarmEmail(
  alarm: ChainAlarm,
  to: string,
  reason: "timeout" | "nobody_watching",
  portalUrl: string | undefined,
): MailMessage {
  const s = alarm.senior;
  const what = WHAT[alarm.type];
  const local = alarm.occurredAt.toLocaleString("en-US", { timeZone: s.timezone, timeZoneName: "short" });
  const why =
    reason === "timeout"
      ? "Nobody has taken this alarm in the portal yet."
      : "Nobody who handles alarms is signed in to the portal right now.";
  return {
    to,
    subject: `${what} alarm not taken: ${s.name} (member ${s.memberId})`,
    text: [
      `${what} alarm from ${s.name}, member ${s.memberId}.`,
      why,
      "",
      `Raised:    ${local} (${alarm.occurredAt.toISOString()})`,
      `Mobile:    ${s.mobile ?? "not on file"}`,
      ...(s.facilityName ? [`Facility:  ${s.facilityName}`] : []),
      ...(alarm.lat !== null && alarm.lng !== null ? [`Location:  ${alarm.lat}, ${alarm.lng}`] : []),
      "",
      portalUrl
        ? `Take it in the portal: ${portalUrl}`
        : "Take it in the portal, or call the member and record the call there.",
      `Alarm id: ${alarm.id}`,
    ].join("\n"),
  };
}
