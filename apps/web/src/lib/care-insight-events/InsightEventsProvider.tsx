import { InsightEventSchema } from "@care/contracts";
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from "react";
import { useRealtime } from "../realtime/realtime-context";
import {
  insightEventsReducer,
  toClientEvent,
  type ClientInsightEvent,
  type InsightEventsAction,
  type ReceivedInsight,
} from "./insight-events";

type InsightListener = (received: ReceivedInsight) => void;

export interface InsightEventsState {
  events: readonly ClientInsightEvent[];
  dispatch(action: InsightEventsAction): void;
  /** Every insight event as it arrives (the review queue refetches on each); returns the remover. */
  listen(listener: InsightListener): () => void;
}

const InsightEventsContext = createContext<InsightEventsState | null>(null);

/**
 * The care-insight events of the session (spec 2 §3 "Client event", §4 view states), fed by the realtime channels
 * the user's privileges open (lib/realtime/channels.ts). Shared by the notifications, the senior tab's dot,
 * the senior's history (notify flags) and the review queue, which live in different features.
 */
export function InsightEventsProvider({ children }: { children: ReactNode }): ReactNode {
  const { listen: listenRealtime } = useRealtime();
  const [events, dispatch] = useReducer(insightEventsReducer, []);
  const listeners = useRef(new Set<InsightListener>());

  useEffect(() => {
    const onEvent = (data: unknown, name: string): void => {
      const parsed = InsightEventSchema.safeParse(data);
      if (!parsed.success) {
        console.warn("Ignored a malformed care-insight event", parsed.error.issues);
        return;
      }
      const received = { name, payload: parsed.data };
      dispatch({ type: "received", event: toClientEvent(received) });
      for (const l of listeners.current) l(received);
    };
    const offAlert = listenRealtime("alert", onEvent);
    const offSummary = listenRealtime("summary", onEvent);
    return () => {
      offAlert();
      offSummary();
    };
  }, [listenRealtime]);

  const listen = useCallback((listener: InsightListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const value = useMemo<InsightEventsState>(() => ({ events, dispatch, listen }), [events, listen]);
  return <InsightEventsContext.Provider value={value}>{children}</InsightEventsContext.Provider>;
}

export function useInsightEvents(): InsightEventsState {
  const state = useContext(InsightEventsContext);
  if (!state) throw new Error("useInsightEvents outside InsightEventsProvider");
  return state;
}
