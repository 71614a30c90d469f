import { IDLE_COUNTDOWN_MS } from "@care/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { openIdleChannel, type IdleChannel, type IdleMessage } from "./idle-channel";

const ACTIVITY_EVENTS = ["mousemove", "mousedown", "keydown", "wheel", "touchstart", "scroll"] as const;
/** Activity is shared with other tabs at most this often; enough for timeouts counted in seconds. */
const BROADCAST_EVERY_MS = 1000;
const TICK_MS = 250;

export interface IdleTimeoutState {
  /** The countdown dialog is open. */
  idle: boolean;
  /** Whole seconds left before the automatic logout. */
  secondsLeft: number;
  /** Continue Session: back to active, in every tab. */
  resume(): void;
}

export interface IdleTimeoutOptions {
  timeoutMs: number;
  onTimeout(): void;
  /** Another tab logged out (by button or by timeout). */
  onRemoteLogout(reason: string): void;
  /** Lets the dialog's Logout button tell the other tabs. */
  channelRef?: { current: IdleChannel | null };
}

/**
 * Spec 1 §4 "Session and idle": idle fires at the inactivity timeout minus 10 s, then a 10-second countdown ends
 * in logout unless the user continues. Activity in any tab counts for all of them.
 */
export function useIdleTimeout({
  timeoutMs,
  onTimeout,
  onRemoteLogout,
  channelRef,
}: IdleTimeoutOptions): IdleTimeoutState {
  // Set when the timer starts (an effect): reading the clock during render is not allowed.
  const lastActivity = useRef(0);
  const lastBroadcast = useRef(0);
  const idleRef = useRef(false);
  const [idle, setIdle] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(IDLE_COUNTDOWN_MS / 1000));
  const channel = useRef<IdleChannel | null>(null);
  const handlers = useRef({ onTimeout, onRemoteLogout });
  useEffect(() => {
    handlers.current = { onTimeout, onRemoteLogout };
  });

  const setIdleBoth = useCallback((value: boolean) => {
    idleRef.current = value;
    setIdle(value);
  }, []);

  useEffect(() => {
    const onMessage = (m: IdleMessage): void => {
      if (m.type === "activity" && !idleRef.current) lastActivity.current = Math.max(lastActivity.current, m.at);
      else if (m.type === "continue") {
        lastActivity.current = m.at;
        setIdleBoth(false);
      } else if (m.type === "logout") handlers.current.onRemoteLogout(m.reason);
    };
    channel.current = openIdleChannel(onMessage);
    if (channelRef) channelRef.current = channel.current;

    const onActivity = (): void => {
      // While the dialog is open only its buttons count: moving the mouse must not silently dismiss it.
      if (idleRef.current) return;
      const now = Date.now();
      lastActivity.current = now;
      if (now - lastBroadcast.current >= BROADCAST_EVERY_MS) {
        lastBroadcast.current = now;
        channel.current?.post({ type: "activity", at: now });
      }
    };
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
      channel.current?.close();
      channel.current = null;
    };
  }, [channelRef, setIdleBoth]);

  useEffect(() => {
    if (lastActivity.current === 0) lastActivity.current = Date.now();
  }, []);

  useEffect(() => {
    const idleAfter = Math.max(timeoutMs - IDLE_COUNTDOWN_MS, 0);
    const timer = window.setInterval(() => {
      const elapsed = Date.now() - lastActivity.current;
      if (elapsed >= timeoutMs) {
        window.clearInterval(timer);
        handlers.current.onTimeout();
        return;
      }
      if (elapsed >= idleAfter) {
        setSecondsLeft(Math.ceil((timeoutMs - elapsed) / 1000));
        if (!idleRef.current) setIdleBoth(true);
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [timeoutMs, setIdleBoth]);

  const resume = useCallback(() => {
    const now = Date.now();
    lastActivity.current = now;
    setIdleBoth(false);
    channel.current?.post({ type: "continue", at: now });
  }, [setIdleBoth]);

  return { idle, secondsLeft, resume };
}
