import { AlarmEventSchema, type AlarmEvent } from "@care/contracts";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useRealtime } from "../realtime/realtime-context";

type AlarmListener = (alarm: AlarmEvent) => void;

export interface AlarmEventsState {
  /** Every SOS/fall event of the session's alarm channel, validated; returns the remover. */
  listen(listener: AlarmListener): () => void;
}

const NO_EVENTS: AlarmEventsState = { listen: () => () => {} };
const AlarmEventsContext = createContext<AlarmEventsState>(NO_EVENTS);

/**
 * The SOS/fall events of the channel the user's role already hears (lib/realtime/channels.ts), handed to
 * screens of other features that update live (the care dashboard's cards: spec 3 §2), since features do not
 * import each other. Roles without the alarms privilege simply never receive one.
 */
export function AlarmEventsProvider({ children }: { children: ReactNode }): ReactNode {
  const { listen: listenRealtime } = useRealtime();
  const listeners = useRef(new Set<AlarmListener>());

  useEffect(
    () =>
      listenRealtime("alarm", (data) => {
        const parsed = AlarmEventSchema.safeParse(data);
        // The alarm popups report a malformed event; here it is simply not shown on a card.
        if (!parsed.success) return;
        for (const l of listeners.current) l(parsed.data);
      }),
    [listenRealtime],
  );

  const listen = useCallback((listener: AlarmListener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const value = useMemo<AlarmEventsState>(() => ({ listen }), [listen]);
  return <AlarmEventsContext.Provider value={value}>{children}</AlarmEventsContext.Provider>;
}

/** The session's alarm events; outside the signed-in shell nothing ever arrives. */
export function useAlarmEvents(): AlarmEventsState {
  return useContext(AlarmEventsContext);
}
