import { createContext, useContext, useEffect, useId, useMemo, useRef, type ReactNode } from "react";
import { useBlocker } from "react-router";
import { SHELL_MESSAGES } from "../errors/messages";

interface UnsavedRegistry {
  set(id: string, dirty: boolean): void;
  any(): boolean;
}

const UnsavedContext = createContext<UnsavedRegistry | null>(null);

/** Knows which forms on screen hold unsaved changes, so logout can warn before discarding them. */
export function UnsavedChangesProvider({ children }: { children: ReactNode }): ReactNode {
  const dirty = useRef(new Set<string>());
  const registry = useMemo<UnsavedRegistry>(
    () => ({
      set: (id, value) => void (value ? dirty.current.add(id) : dirty.current.delete(id)),
      any: () => dirty.current.size > 0,
    }),
    [],
  );
  return <UnsavedContext.Provider value={registry}>{children}</UnsavedContext.Provider>;
}

/** For the logout action: true when a form would lose changes. */
export function useHasUnsavedChanges(): () => boolean {
  const registry = useContext(UnsavedContext);
  return registry ? registry.any : () => false;
}

/**
 * Warns before unsaved form changes are lost (spec 1 §4): on leaving the page (the browser's own prompt), on
 * navigating inside the portal, and on logout (through the registry). Pass the form's dirty flag.
 */
export function useUnsavedChangesWarning(isDirty: boolean, message: string = SHELL_MESSAGES.unsavedChanges): void {
  const registry = useContext(UnsavedContext);
  const id = useId();

  useEffect(() => {
    registry?.set(id, isDirty);
    return () => registry?.set(id, false);
  }, [registry, id, isDirty]);

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
