/** Messages the tabs of one browser exchange so idle state is shared (spec 1 §4 "Idle state is shared"). */
export type IdleMessage =
  { type: "activity"; at: number } | { type: "continue"; at: number } | { type: "logout"; reason: string };

export interface IdleChannel {
  post(message: IdleMessage): void;
  close(): void;
}

const CHANNEL_NAME = "care-portal-idle";

/** A BroadcastChannel between the tabs; a no-op where the browser has none. */
export function openIdleChannel(onMessage: (message: IdleMessage) => void): IdleChannel {
  if (typeof BroadcastChannel === "undefined") return { post: () => {}, close: () => {} };
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<IdleMessage>) => onMessage(event.data);
  return { post: (m) => channel.postMessage(m), close: () => channel.close() };
}
