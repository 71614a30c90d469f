import { InputAdornment, Stack, TextField } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../../lib/routing/senior-tabs";
import { useBodyGoal } from "../../api/get-body-goal";
import { useSaveBodyGoal } from "../../api/save-body-goal";
import { EditSaveButton } from "./EditSaveButton";
import { belowOne, hydrationOnBlur, twoDecimals, weightOnBlur } from "./goal-input-rules";
import { useGoalEditor } from "./use-goal-editor";

const KINDS = {
  weight: { label: "Target Weight", goal: "Weight Goal", unit: "lbs", onBlur: weightOnBlur },
  hydration: { label: "TARGET HYDRATION", goal: "Hydration Goal", unit: "%", onBlur: hydrationOnBlur },
} as const;

/**
 * The weight (lbs) or hydration (%) target with Edit/Save (spec 3 §2 Body Health, §5): the blur rules of the
 * kind, Save disabled while the goal loads or saves and when the field is empty or below 1; the value sent is
 * rounded to 2 decimals.
 */
export function BodyTargetEditor({ senior, kind }: { senior: SeniorRef; kind: "weight" | "hydration" }): ReactNode {
  const spec = KINDS[kind];
  const ref = { senior_id: senior.seniorId, account_id: senior.accountId };
  const goal = useBodyGoal({ ...ref, target_type: kind });
  const saveGoal = useSaveBodyGoal();
  const loaded = goal.data?.target_score;
  const editor = useGoalEditor(loaded === null || loaded === undefined ? "" : String(loaded));
  const text = editor.value;
  const setText = editor.setValue;
  const saveDisabled = editor.saving || goal.isPending || belowOne(text);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <TextField
        size="small"
        type="number"
        label={spec.label}
        value={text}
        disabled={!editor.editing}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => setText(spec.onBlur(text))}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">{spec.unit}</InputAdornment> },
          inputLabel: { shrink: true },
        }}
        sx={{ maxWidth: 180 }}
      />
      <EditSaveButton
        label={spec.goal}
        editing={editor.editing}
        disabled={editor.editing ? saveDisabled : goal.isPending}
        onEdit={editor.edit}
        onSave={() =>
          void editor.save(() =>
            saveGoal.mutateAsync({ ...ref, target_type: kind, target_score: twoDecimals(spec.onBlur(text)) }),
          )
        }
      />
    </Stack>
  );
}
