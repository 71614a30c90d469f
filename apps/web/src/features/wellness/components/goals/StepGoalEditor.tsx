import { STEP_GOAL } from "@care/contracts";
import { Box, Slider } from "@mui/material";
import { useState, type ReactNode } from "react";
import type { SeniorRef } from "../../../../lib/routing/senior-tabs";
import { useStepGoal } from "../../api/get-step-goal";
import { useSaveStepGoal } from "../../api/save-step-goal";
import { WellnessCard } from "../WellnessCard";
import { EditSaveButton } from "./EditSaveButton";
import { useGoalEditor } from "./use-goal-editor";

/** '4.5k', '5k', … '10k' under every 500 steps (spec 3 §5). */
const MARKS = Array.from({ length: (STEP_GOAL.max - STEP_GOAL.min) / STEP_GOAL.step + 1 }, (_, i) => {
  const value = STEP_GOAL.min + i * STEP_GOAL.step;
  return { value, label: `${value / 1000}k` };
});

/**
 * 'Set Steps Goal' (spec 3 §2 Activity, §5): a slider 4500–10000 in steps of 500 without a track, 4500 until the
 * goal arrives. Edit is disabled when the chosen period has already ended (spec 3 §4: end / 1e6 <= now).
 */
export function StepGoalEditor({ senior, periodEndMs }: { senior: SeniorRef; periodEndMs: number }): ReactNode {
  const ref = { senior_id: senior.seniorId, account_id: senior.accountId };
  const goal = useStepGoal(ref);
  const saveGoal = useSaveStepGoal();
  const editor = useGoalEditor<number>(goal.data?.[0]?.target_score ?? STEP_GOAL.default);
  // "Now" of this visit: the period's end is compared with it (spec 3 §4: end / 1e6 <= now disables Edit).
  const [now] = useState(Date.now);
  const ended = periodEndMs <= now;
  return (
    <WellnessCard
      title="Set Steps Goal"
      action={
        <EditSaveButton
          label="Steps Goal"
          editing={editor.editing}
          disabled={editor.saving || (!editor.editing && ended)}
          onEdit={editor.edit}
          onSave={() => void editor.save(() => saveGoal.mutateAsync({ ...ref, goal: editor.value }))}
        />
      }
    >
      <Box sx={{ px: 2, pt: 1 }}>
        <Slider
          aria-label="Steps Goal"
          value={editor.value}
          min={STEP_GOAL.min}
          max={STEP_GOAL.max}
          step={STEP_GOAL.step}
          marks={MARKS}
          track={false}
          valueLabelDisplay="auto"
          disabled={!editor.editing}
          onChange={(_e, v) => editor.setValue(v as number)}
        />
      </Box>
    </WellnessCard>
  );
}
