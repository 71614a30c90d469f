import { AlarmEventSchema } from "@care/contracts";
import { useEffect, useReducer, useRef, useState, type ReactNode } from "react";
import { useSession } from "../../../lib/auth/auth-context";
import { useCallEntry } from "../../../lib/call-entry/call-entry-context";
import { useApi } from "../../../lib/services";
import { acknowledgeAlarm, closeAlarm, takeAlarm, type AlarmClosing } from "../api/alarms-api";
import { useRealtime } from "../../../lib/realtime/realtime-context";
import { alarmQueueReducer, EMPTY_ALARM_QUEUE } from "./alarm-queue";
import { AlarmPopup } from "./AlarmPopup";
import { CloseOutcomeDialog } from "./CloseOutcomeDialog";
import { useOpenAlarms } from "./use-open-alarms";

/** Spec 3 §9 leaves the pause between two alarms unstated; long enough to notice the popup changed. */
export const ALARM_PAUSE_MS = 1000;

/**
 * The SOS/fall popups of a user with the alarms privilege: the open alarms loaded at start and on every reconnect
 * (use-open-alarms.ts) plus live events, shown one at a time with a pause between them. Every alarm received is
 * acknowledged once (the timeline's first delivery); closing asks for the outcome first (CloseOutcomeDialog).
 */
export function AlarmCenter(): ReactNode {
  const api = useApi();
  const { userId } = useSession();
  const { listen } = useRealtime();
  const [state, dispatch] = useReducer(alarmQueueReducer, EMPTY_ALARM_QUEUE);
  const queue = state.items;
  // The loader reads the queue's position when it asks, not when it answers (kept current before its effects run).
  const seq = useRef(state.seq);
  useEffect(() => {
    seq.current = state.seq;
  }, [state.seq]);
  const [shownId, setShownId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The alarm whose outcome dialog is open over its popup (by id: if that alarm leaves, its dialog goes with it).
  const [closingId, setClosingId] = useState<string | null>(null);
  const callEntry = useCallEntry();
  // Alarms this portal already acknowledged: one acknowledgement per alarm and page load is enough (the API keeps
  // the first delivery of all portals; a repeat changes nothing).
  const acknowledged = useRef(new Set<string>());

  useEffect(
    () =>
      listen("alarm", (data) => {
        const parsed = AlarmEventSchema.safeParse(data);
        if (parsed.success) dispatch({ type: "received", alarm: parsed.data, userId });
        else console.warn("Ignored a malformed alarm event", parsed.error.issues);
      }),
    [listen, userId],
  );

  useOpenAlarms(userId, seq, dispatch);

  useEffect(() => {
    for (const { alarm } of queue) {
      if (acknowledged.current.has(alarm.alarm_id)) continue;
      acknowledged.current.add(alarm.alarm_id);
      // Fire-and-forget: the popup never waits on it; a lost acknowledgement only leaves the delivery unrecorded.
      acknowledgeAlarm(api, alarm.alarm_id).catch(() => undefined);
    }
  }, [api, queue]);

  const head = queue[0];
  const headId = head?.alarm.alarm_id ?? null;
  useEffect(() => {
    if (headId === shownId) return;
    // The first popup shows at once; the next waits a moment after the previous one left.
    const delay = shownId === null || headId === null ? 0 : ALARM_PAUSE_MS;
    const timer = window.setTimeout(() => setShownId(headId), delay);
    return () => window.clearTimeout(timer);
  }, [headId, shownId]);

  if (!head || head.alarm.alarm_id !== shownId) return null;
  const alarmId = head.alarm.alarm_id;

  const take = async (): Promise<void> => {
    setBusy(true);
    try {
      await takeAlarm(api, alarmId);
      dispatch({ type: "taken", alarmId, userId });
      // Spec 2 §2: once the alarm is taken, the call-entry popup records the call made about it.
      callEntry.open({ seniorId: head.alarm.senior_id, accountId: head.alarm.account_id, alarmId });
    } catch {
      // The API client showed the error; a taken-elsewhere alarm leaves with its own 'assigned' event.
    } finally {
      setBusy(false);
    }
  };

  const close = async (closing: AlarmClosing): Promise<void> => {
    setBusy(true);
    try {
      await closeAlarm(api, alarmId, closing);
      setClosingId(null);
      dispatch({ type: "removed", alarmId });
    } catch {
      // The API client showed the error; the dialog stays for another try or Cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AlarmPopup
        key={alarmId}
        item={head}
        busy={busy}
        onTake={() => void take()}
        onClose={() => setClosingId(alarmId)}
      />
      {closingId === alarmId && (
        <CloseOutcomeDialog
          key={`close-${alarmId}`}
          busy={busy}
          onCancel={() => setClosingId(null)}
          onConfirm={(c) => void close(c)}
        />
      )}
    </>
  );
}
