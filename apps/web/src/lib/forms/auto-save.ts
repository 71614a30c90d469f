import { useEffect, useRef, useState } from "react";
import { configNumber, useClientConfig } from "../config/client-config";
import { SHELL_MESSAGES } from "../errors/messages";
import { useToast } from "../feedback/toast-context";
import { usePendingWork } from "./unsaved-changes";

export interface AutoSaveOptions {
  /** The form holds changes not yet saved (react-hook-form's formState.isDirty). */
  isDirty: boolean;
  /** The form's current values (`useWatch({ control })`; `form.watch()` defeats the React Compiler): each change restarts the countdown. */
  values: unknown;
  /**
   * Saves the current values and resets the form to them. Rejects when they cannot be saved (invalid, or the call
   * failed): the timer then waits for the next change. See `submitOrReject` in lib/forms.
   */
  save: () => Promise<void>;
  /** Off for forms that must not save half-filled (default on). */
  enabled?: boolean;
}

export interface AutoSaveState {
  /** The timer is counting down to a save. */
  pending: boolean;
  /** Stops the countdown until the next change (the user saved by hand). */
  cancel(): void;
}

/**
 * The auto-save timer any form can use (spec 1 §3 `portal_auto_save_timeout`, spec 2 §8 'Auto Saved Successfully!'):
 * `portal_auto_save_timeout` ms after the last change of a dirty form, its values are saved and the toast shows.
 * While the timer runs, logout warns first (spec 1 §4). Without the configuration key there is no auto-save.
 */
export function useAutoSave({ isDirty, values, save, enabled = true }: AutoSaveOptions): AutoSaveState {
  const timeoutMs = configNumber(useClientConfig(), "portal_auto_save_timeout");
  const toast = useToast();
  const valuesKey = JSON.stringify(values ?? null);
  // The values the countdown last ran out for (or was cancelled at): nothing to do until they change.
  const [settledKey, setSettledKey] = useState<string | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const pending = enabled && isDirty && timeoutMs !== undefined && settledKey !== valuesKey;

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setSettledKey(valuesKey);
      saveRef.current().then(
        () => toast.show({ type: "success", message: SHELL_MESSAGES.autoSaved }),
        // Invalid values stay on the form with their errors; a failed call was reported by the API client.
        () => undefined,
      );
    }, timeoutMs);
    return () => clearTimeout(timer);
  }, [pending, valuesKey, timeoutMs, toast]);

  usePendingWork(pending ? "auto-save" : null);
  return { pending, cancel: () => setSettledKey(valuesKey) };
}
