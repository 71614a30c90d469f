import { createContext, useContext } from "react";

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

/**
 * The session's one call-entry popup, provided by app/call-entry/CallEntryProvider (which renders the popup of
 * features/calls): the alarm popups and the senior area open it through `useCallEntry()` without importing it.
 */
export const CallEntryContext = createContext<CallEntryApi>({ open: () => {} });

export function useCallEntry(): CallEntryApi {
  return useContext(CallEntryContext);
}
