import { useState } from "react";
import { useToast } from "../../../../lib/feedback/toast-context";

export interface GoalEditor<T> {
  editing: boolean;
  saving: boolean;
  /** What the input shows: the loaded goal while read-only, the draft while editing. */
  value: T;
  setValue: (next: T) => void;
  edit: () => void;
  /** Sends the goal; on success shows the server's message and locks the editor, on failure locks it too. */
  save: (send: () => Promise<string>) => Promise<void>;
}

/**
 * Read-only / editing state of a goal editor (spec 3 §4 'Goal editors'): Edit unlocks the input with the loaded
 * goal as the draft; Save sends it, shows the success message, refreshes the data (the mutation invalidates) and
 * locks the editor. A failed save also returns to read-only; the API client has already shown the error.
 */
export function useGoalEditor<T>(loaded: T): GoalEditor<T> {
  const toast = useToast();
  const [draft, setDraft] = useState<{ value: T } | null>(null);
  const [saving, setSaving] = useState(false);
  return {
    editing: draft !== null,
    saving,
    value: draft ? draft.value : loaded,
    setValue: (value) => setDraft({ value }),
    edit: () => setDraft({ value: loaded }),
    save: async (send) => {
      setSaving(true);
      try {
        toast.show({ type: "success", message: await send() });
      } catch {
        // The error dialog is the API client's (spec 3 §8: failed goal saves go to the generic error handler).
      } finally {
        setSaving(false);
        setDraft(null);
      }
    },
  };
}
