import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useAuth } from "../auth/auth-context";
import { useApi } from "../services";
import { fetchSecretData } from "./realtime-api";
import { channelBindings, type RealtimeEventKind } from "./channels";
import { createPusher } from "./pusher-connection";

/** Gets the payload and the event's name on its channel (trigger, approve-alert, ...). */
type Listener = (data: unknown, event: string) => void;

export interface RealtimeState {
  /** The role has push enabled (ROLE_CONFIG isPusher), so a connection is attempted. */
  enabled: boolean;
  connected: boolean;
  /** Listen to one kind of event from whichever channel carries it; returns the unsubscribe function. */
  listen(kind: RealtimeEventKind, listener: Listener): () => void;
}

const RealtimeContext = createContext<RealtimeState | null>(null);

/**
 * The push connection of a signed-in user (spec 3 §4): only for roles with isPusher, subscribed to the channels
 * the user's privileges allow, disconnected when the shell unmounts (logout).
 */
export function RealtimeProvider({ children }: { children: ReactNode }): ReactNode {
  const api = useApi();
  const { session, roleConfig, privileges } = useAuth();
  const [connected, setConnected] = useState(false);
  const listeners = useRef(new Map<RealtimeEventKind, Set<Listener>>());
  const enabled = Boolean(session && roleConfig?.isPusher);
  // Reconnect only when who is signed in changes, not on every token refresh.
  const userId = session?.userId;
  const facility = session?.facilityInfo ?? null;
  const bindingsKey = useMemo(
    () => (enabled && privileges ? JSON.stringify(channelBindings(privileges, facility)) : ""),
    [enabled, privileges, facility],
  );

  useEffect(() => {
    if (!bindingsKey || !userId) return;
    const bindings = JSON.parse(bindingsKey) as ReturnType<typeof channelBindings>;
    const abort = new AbortController();
    let pusher: ReturnType<typeof createPusher> | undefined;

    // The care-insight notifications (lib/care-insight-events) listen like any other screen.
    const dispatch = (kind: RealtimeEventKind, name: string, data: unknown): void => {
      for (const l of listeners.current.get(kind) ?? []) l(data, name);
    };

    fetchSecretData(api, abort.signal).then(
      (secret) => {
        if (abort.signal.aborted) return;
        pusher = createPusher(secret, api);
        pusher.connection.bind("state_change", ({ current }: { current: string }) =>
          setConnected(current === "connected"),
        );
        for (const b of bindings) {
          const channel = pusher.subscribe(b.channel);
          for (const e of b.events) channel.bind(e.name, (data: unknown) => dispatch(e.kind, e.name, data));
        }
      },
      () => {
        // The API client already raised the global error dialog (spec 1 §7 "Secret data").
      },
    );
    return () => {
      abort.abort();
      pusher?.disconnect();
      setConnected(false);
    };
  }, [api, bindingsKey, userId]);

  const value = useMemo<RealtimeState>(
    () => ({
      enabled,
      connected,
      listen(kind, listener) {
        const set = listeners.current.get(kind) ?? new Set<Listener>();
        listeners.current.set(kind, set);
        set.add(listener);
        return () => set.delete(listener);
      },
    }),
    [enabled, connected],
  );

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeState {
  const state = useContext(RealtimeContext);
  if (!state) throw new Error("useRealtime outside RealtimeProvider");
  return state;
}
