import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { CallEntryContext, type CallEntryApi, type CallEntryTarget } from "../../lib/call-entry/call-entry-context";

// The popup's code (features/calls) arrives the first time someone opens it.
const CallEntryDialog = lazy(() =>
  import("../../features/calls/components/CallEntryDialog").then((m) => ({ default: m.CallEntryDialog })),
);

/**
 * Holds the one call-entry popup of the session, so the alarm popups (features/alarms) and the senior area
 * (features/calls) open it through `useCallEntry()` without importing each other.
 */
export function CallEntryProvider({ children }: { children: ReactNode }): ReactNode {
  const [target, setTarget] = useState<CallEntryTarget | null>(null);
  const api = useMemo<CallEntryApi>(() => ({ open: setTarget }), []);
  return (
    <CallEntryContext.Provider value={api}>
      {children}
      {target && (
        <Suspense fallback={null}>
          <CallEntryDialog
            key={`${target.seniorId}-${target.alarmId ?? ""}`}
            target={target}
            onClose={() => setTarget(null)}
          />
        </Suspense>
      )}
    </CallEntryContext.Provider>
  );
}
