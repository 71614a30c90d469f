import { Stack, TextField } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../../lib/routing/senior-tabs";
import { useSleepGoal } from "../../api/get-sleep-goal";
import { useSaveSleepGoal } from "../../api/save-sleep-goal";
import { EditSaveButton } from "./EditSaveButton";
import { sleepGoalInput } from "./goal-input-rules";
import { useGoalEditor } from "./use-goal-editor";

/** Spec 3 §9: the sleep view shows 80 until the goal arrives. */
const SLEEP_VIEW_DEFAULT = 80;

/** 'Set Sleep Goal' with Edit/Save (spec 3 §2 Sleep, §5): an integer kept within 0–100 as it is typed. */
export function SleepGoalEditor({ senior }: { senior: SeniorRef }): ReactNode {
  const ref = { senior_id: senior.seniorId, account_id: senior.accountId };
  const goal = useSleepGoal(ref);
  const saveGoal = useSaveSleepGoal();
  const editor = useGoalEditor(String(goal.data?.target_score ?? SLEEP_VIEW_DEFAULT));
  const text = editor.value;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <TextField
        size="small"
        label="Set Sleep Goal"
        value={text}
        disabled={!editor.editing}
        onChange={(e) => editor.setValue(sleepGoalInput(e.target.value))}
        slotProps={{ htmlInput: { inputMode: "numeric" }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 140 }}
      />
      <EditSaveButton
        label="Sleep Goal"
        editing={editor.editing}
        disabled={editor.saving || goal.isPending}
        onEdit={editor.edit}
        onSave={() => void editor.save(() => saveGoal.mutateAsync({ ...ref, sleep_score_goal: Number(text) }))}
      />
    </Stack>
  );
}
