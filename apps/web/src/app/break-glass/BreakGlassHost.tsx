import { useEffect, useRef, useState, type ReactNode } from "react";
import { useServices } from "../../lib/services";
import { BreakGlassDialog } from "./BreakGlassDialog";
import { createBreakGlassRetry } from "./break-glass-retry";

interface Pending {
  /** A fresh dialog (empty reason) for every refused call. */
  id: number;
  message: string;
  resolve(reason: string | null): void;
}

/**
 * Registers the break-glass retry with the API client and shows its dialog. Calls refused at the same time are
 * asked about one after the other, each with a dialog of its own.
 */
export function BreakGlassHost(): ReactNode {
  const { api } = useServices();
  const [pending, setPending] = useState<Pending | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const asked = useRef(0);

  useEffect(() => {
    const ask = (message: string): Promise<string | null> => {
      const answer = queue.current.then(
        () => new Promise<string | null>((resolve) => setPending({ id: ++asked.current, message, resolve })),
      );
      queue.current = answer;
      return answer;
    };
    return api.onRetry(createBreakGlassRetry(ask));
  }, [api]);

  if (!pending) return null;
  const close = (reason: string | null): void => {
    setPending(null);
    pending.resolve(reason);
  };
  return <BreakGlassDialog key={pending.id} message={pending.message} onSubmit={close} onCancel={() => close(null)} />;
}
