import { useEffect, useState } from "react";

const MINUTE_MS = 60_000;

/**
 * The time now, moved on every minute: a call whose start time comes while the screen stays open becomes due
 * ('Call completed') without a reload, and rendering stays pure (the clock is state, not read while rendering).
 */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
