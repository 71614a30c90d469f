import { useQueryClient } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { useServices } from "../../lib/services";
import { SESSION_STORAGE_KEY } from "../../lib/session/session-store";

/**
 * Keeps tabs in step: a sign-in, refresh or logout in another tab changes localStorage, and this tab re-reads it.
 * When a session ends, cached data of the previous user is dropped.
 */
export function SessionSync(): ReactNode {
  const { session } = useServices();
  const queryClient = useQueryClient();

  useEffect(() => {
    const onStorage = (event: StorageEvent): void => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) void session.load();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [session]);

  useEffect(
    () =>
      session.subscribe((current) => {
        if (!current) queryClient.clear();
      }),
    [session, queryClient],
  );

  return null;
}
