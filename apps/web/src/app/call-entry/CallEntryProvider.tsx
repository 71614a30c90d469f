import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from "react";

/** Whose call to record: a senior, and the SOS / fall alarm the call answers when there is one. */
export interface CallEntryTarget {
  seniorId: string;
  accountId: string;
  alarmId?: string;
}

export interface CallEntryApi {
  /** Opens the call-entry popup (spec 2 §2 'Care insights screens', §3 'Call entry event'). */
  open(target: CallEntryTarget): void;
}

const CallEntryContext = createContext<CallEntryApi>({ open: () => {} });

// The popup's code (features/calls) arrives the first time someone opens it.
const CallEntryDialog = lazy(() =>
  import("../../features/calls/components/CallEntryDialog").then((m) => ({ default: m.CallEntryDialog })),
);

/**
 * Holds the one call-entry popup of the session, so the alarm popups (features/realtime) and the senior area
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

export function useCallEntry(): CallEntryApi {
  return useContext(CallEntryContext);
}
