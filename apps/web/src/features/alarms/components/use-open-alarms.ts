import { AlarmMessages } from "@care/contracts";
import { useEffect, useState, type Dispatch, type RefObject } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { useRealtime } from "../../../lib/realtime/realtime-context";
import { useApi } from "../../../lib/services";
import { fetchOpenAlarms } from "../api/alarms-api";
import type { AlarmAction } from "./alarm-queue";

/** Waits before the next try after a failed load: doubling, then every 30 s until it works (or sign-out). */
export const ALARM_LOAD_RETRY_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000] as const;

/**
 * Loads every open alarm of this user into the queue (issue 27: no alarm depends on the socket): when the popups
 * start (sign-in, a reload of the page) — whether or not the socket ever connects — and again each time the alarm
 * channel is subscribed, i.e. after every (re)connect, since what was published meanwhile never arrives.
 * A failed load says 'Failed to fetch exisisting events data.' (spec 2 §8) once and tries again with backoff until it
 * succeeds; a newer load or sign-out (unmount) ends it.
 */
export function useOpenAlarms(userId: string, seq: RefObject<number>, dispatch: Dispatch<AlarmAction>): void {
  const api = useApi();
  const toast = useToast();
  const { onSubscribed } = useRealtime();
  const [round, setRound] = useState(0);

  useEffect(() => onSubscribed("alarm", () => setRound((n) => n + 1)), [onSubscribed]);

  useEffect(() => {
    const abort = new AbortController();
    let timer: number | undefined;
    let failures = 0;
    const attempt = (): void => {
      // Events heard from now on are newer than the list this call returns.
      const since = seq.current;
      fetchOpenAlarms(api, userId, abort.signal).then(
        (alarms) => {
          if (!abort.signal.aborted) dispatch({ type: "loaded", alarms, since, userId });
        },
        () => {
          if (abort.signal.aborted) return;
          if (failures === 0) toast.show({ type: "error", message: AlarmMessages.listFailed });
          timer = window.setTimeout(attempt, ALARM_LOAD_RETRY_MS[Math.min(failures, ALARM_LOAD_RETRY_MS.length - 1)]);
          failures++;
        },
      );
    };
    attempt();
    return () => {
      abort.abort();
      window.clearTimeout(timer);
    };
  }, [api, userId, round, seq, dispatch, toast]);
}
