import { Box, LinearProgress, List, ListItem, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { WellnessGoalRow } from "../../../../lib/shared/wellness-goals";

/** Spec 3 §4: error red up to 50 percent, amber above 50 up to 80, green above 80. */
export function goalProgressColour(percent: number): "error" | "warning" | "success" {
  if (percent > 80) return "success";
  return percent > 50 ? "warning" : "error";
}

/** The senior Dashboard tab's goals: up to 5 open goals of the wellness plan, each with its progress. */
export function GoalsCard({
  goals,
  failed,
}: {
  goals: readonly WellnessGoalRow[] | undefined;
  failed: boolean;
}): ReactNode {
  if (failed) return <Typography color="text.secondary">Results could not be fetched. Please try again</Typography>;
  if (goals && goals.length === 0) return <Typography color="text.secondary">No Records Found</Typography>;
  return (
    <List dense aria-label="Goals" disablePadding>
      {(goals ?? []).map((g) => (
        <ListItem key={g.goal_action_id} disableGutters sx={{ display: "block" }}>
          <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {g.goal}
            </Typography>
            <Typography variant="body2">{g.progress}%</Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {g.action}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={g.progress}
            color={goalProgressColour(g.progress)}
            aria-label={`Progress of ${g.goal}: ${g.action}`}
            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          />
        </ListItem>
      ))}
    </List>
  );
}
