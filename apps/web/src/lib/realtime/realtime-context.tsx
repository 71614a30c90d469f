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
  /**
   * Called each time a channel carrying `kind` is subscribed: once the socket first connects and again after every
   * reconnect (pusher-js subscribes its channels anew). Whatever was published while it was not subscribed never
   * arrives, so a listener that must miss nothing loads the current state here. Returns the unsubscribe function.
   */
  onSubscribed(kind: RealtimeEventKind, listener: () => void): () => void;
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
  const subscribedListeners = useRef(new Map<RealtimeEventKind, Set<() => void>>());
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
          const kinds = new Set(b.events.map((e) => e.kind));
          channel.bind("pusher:subscription_succeeded", () => {
            for (const kind of kinds) for (const l of subscribedListeners.current.get(kind) ?? []) l();
          });
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
        return addTo(listeners.current, kind, listener);
      },
      onSubscribed(kind, listener) {
        return addTo(subscribedListeners.current, kind, listener);
      },
    }),
    [enabled, connected],
  );

  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

function addTo<T>(map: Map<RealtimeEventKind, Set<T>>, kind: RealtimeEventKind, listener: T): () => void {
  const set = map.get(kind) ?? new Set<T>();
  map.set(kind, set);
  set.add(listener);
  return () => set.delete(listener);
}

export function useRealtime(): RealtimeState {
  const state = useContext(RealtimeContext);
  if (!state) throw new Error("useRealtime outside RealtimeProvider");
  return state;
}
