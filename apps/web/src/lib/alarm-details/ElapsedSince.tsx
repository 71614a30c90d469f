import { useEffect, useState, type ReactNode } from "react";
import { formatElapsed } from "./elapsed";

/** How often the running timers tick. */
export const ELAPSED_TICK_MS = 1000;

export interface ElapsedSinceProps {
  /** ISO instant the span starts at. */
  since: string;
  /** The text around the span: `{elapsed}` is replaced, e.g. "raised {elapsed} ago". */
  template: string;
}

/**
 * A running "N s ago" text. It holds the clock itself, so each tick re-renders this one text node and nothing around
 * it (the popup's tree stays as it is).
 */
export function ElapsedSince({ since, template }: ElapsedSinceProps): ReactNode {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ELAPSED_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const start = Date.parse(since);
  if (Number.isNaN(start)) return null;
  return <>{template.replace("{elapsed}", formatElapsed(now - start))}</>;
}
