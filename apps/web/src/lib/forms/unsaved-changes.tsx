import { createContext, useContext, useEffect, useId, useMemo, useRef, type ReactNode } from "react";
import { useBlocker } from "react-router";
import { SHELL_MESSAGES } from "../errors/messages";

/** Why a form on screen would lose something at logout. */
export type PendingWork = "unsaved" | "auto-save";

interface UnsavedRegistry {
  set(id: string, pending: PendingWork | null): void;
  /** The most pressing pending work on screen: a running auto-save first. */
  current(): PendingWork | null;
}

const UnsavedContext = createContext<UnsavedRegistry | null>(null);

/** Knows which forms on screen hold unsaved changes or a running auto-save, so logout can warn first. */
export function UnsavedChangesProvider({ children }: { children: ReactNode }): ReactNode {
  const pending = useRef(new Map<string, PendingWork>());
  const registry = useMemo<UnsavedRegistry>(
    () => ({
      set: (id, value) => void (value ? pending.current.set(id, value) : pending.current.delete(id)),
      current: () => {
        const all = [...pending.current.values()];
        return all.includes("auto-save") ? "auto-save" : all.length > 0 ? "unsaved" : null;
      },
    }),
    [],
  );
  return <UnsavedContext.Provider value={registry}>{children}</UnsavedContext.Provider>;
}

/** For the logout action: true when a form would lose changes. */
export function useHasUnsavedChanges(): () => boolean {
  const registry = useContext(UnsavedContext);
  return () => (registry?.current() ?? null) !== null;
}

/**
 * For the logout action: the warning to show before logging out (spec 1 §4), or null when nothing would be lost.
 * A running auto-save timer has its own message; unsaved changes the spec's.
 */
export function useLogoutWarning(): () => string | null {
  const registry = useContext(UnsavedContext);
  return () => {
    const pending = registry?.current() ?? null;
    if (pending === "auto-save") return SHELL_MESSAGES.autoSaveRunning;
    return pending === "unsaved" ? SHELL_MESSAGES.unsavedChanges : null;
  };
}

/** Registers this component's pending work with the logout warning while `pending` is set. */
export function usePendingWork(pending: PendingWork | null): void {
  const registry = useContext(UnsavedContext);
  const id = useId();
  useEffect(() => {
    registry?.set(id, pending);
    return () => registry?.set(id, null);
  }, [registry, id, pending]);
}

/**
 * Warns before unsaved form changes are lost (spec 1 §4): on leaving the page (the browser's own prompt), on
 * navigating inside the portal, and on logout (through the registry). Pass the form's dirty flag.
 */
export function useUnsavedChangesWarning(isDirty: boolean, message: string = SHELL_MESSAGES.unsavedChanges): void {
  usePendingWork(isDirty ? "unsaved" : null);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent): void => {
      event.preventDefault();
      // Older browsers show (or at least require) a returnValue.
      event.returnValue = message;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty, message]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
}
