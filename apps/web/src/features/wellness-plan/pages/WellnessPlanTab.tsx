import { seniorCustomerId, WELLNESS_PLAN_MESSAGES } from "@care/contracts";
import { Alert, Box, Button, CircularProgress, MenuItem, TextField, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { format, parseISO } from "date-fns";
import { useCallback, useState, type ReactNode } from "react";
import { SHELL_MESSAGES } from "../../../lib/errors/messages";
import { useUnsavedChangesWarning } from "../../../lib/forms/unsaved-changes";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useGoalCatalogue } from "../api/get-goal-action-map";
import { useWellnessPlan } from "../api/get-wellness-plan";
import { resetRoutes } from "../../../lib/api/query-keys";
import { useWellnessGoals } from "../../../lib/shared/wellness-goals";
import { PLAN_ROUTES } from "../api/plan-routes";
import { GoalNotesDialog } from "../components/GoalNotesDialog";
import { GoalsTable } from "../components/GoalsTable";
import { PlanEditor } from "../components/PlanEditor";
import { ResourcesDialog } from "../components/ResourcesDialog";
import { versionOptions } from "../model/plan-version";

const LOAD_FAILED = "Results could not be fetched. Please try again";

type OpenDialog = { kind: "resources" | "notes"; goalActionId: string } | null;

/**
 * The senior's Wellness Plan tab (spec 2 §2, §4; issue 15 item 5): the plan's text and its goals at the latest
 * version (editable) or an older one (read-only), chosen in the version picker. Every save makes a new version; a
 * save based on a version someone else has since replaced answers 409, shown here with a reload, the user's
 * changes left on screen until they choose to reload.
 */
export function WellnessPlanTab({ senior }: { senior: SeniorRef }): ReactNode {
  const seniorId = senior.seniorId;
  const qc = useQueryClient();
  /** null: the latest version. */
  const [chosen, setChosen] = useState<number | null>(null);
  /** The version this screen's copy is based on (sent as current_version); follows our own saves. */
  const [baseVersion, setBaseVersion] = useState<number | null>(null);
  const [conflict, setConflict] = useState(false);
  const [reloads, setReloads] = useState(0);
  const [planDirty, setPlanDirty] = useState(false);
  const [goalsDirty, setGoalsDirty] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const latestPlan = useWellnessPlan(seniorId, null);
  const plan = useWellnessPlan(seniorId, chosen);
  const goals = useWellnessGoals({
    customer_id: seniorCustomerId(seniorId),
    ...(chosen === null ? {} : { version: chosen }),
  });
  const catalogue = useGoalCatalogue(seniorId);
  useUnsavedChangesWarning(planDirty || goalsDirty);

  // The editors' copy is based on the version first loaded; later refetches (someone else's save) must not move
  // it, or our next save would silently replace theirs instead of answering 409. Set while rendering, once.
  const loadedVersion = latestPlan.data?.current_version;
  if (baseVersion === null && loadedVersion !== undefined) setBaseVersion(loadedVersion);

  const onSaved = useCallback((version: number) => {
    setBaseVersion(version);
    setConflict(false);
  }, []);
  const onConflict = useCallback(() => setConflict(true), []);

  const reload = async (): Promise<void> => {
    setConflict(false);
    setBaseVersion(null);
    setPlanDirty(false);
    setGoalsDirty(false);
    await resetRoutes(qc, PLAN_ROUTES);
    setReloads((n) => n + 1);
  };

  const chooseVersion = (next: number | null): void => {
    if ((planDirty || goalsDirty) && !window.confirm(SHELL_MESSAGES.unsavedChanges)) return;
    setPlanDirty(false);
    setGoalsDirty(false);
    setDialog(null);
    setChosen(next);
  };

  if (latestPlan.isError || plan.isError || goals.isError || catalogue.isError) {
    return <Alert severity="error">{LOAD_FAILED}</Alert>;
  }
  if (!latestPlan.data || !plan.data || !goals.data || !catalogue.data || baseVersion === null) {
    return <CircularProgress aria-label="Loading wellness plan" />;
  }

  const lastVersion = latestPlan.data.last_available_version;
  const readOnly = chosen !== null && chosen < lastVersion;
  const shown = plan.data;
  const editorKey = `${reloads}-${chosen ?? "latest"}`;
  const dialogGoal = dialog && goals.data.find((g) => g.goal_action_id === dialog.goalActionId);
  // On the latest version, our own last save's number: the refetched plan may not have arrived yet.
  const dialogVersion = readOnly ? shown.current_version : baseVersion;

  return (
    // minmax(0, 1fr): the goals table scrolls inside its card instead of widening the page.
    <Box data-testid="wellness-plan" sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Wellness Plan
        </Typography>
        {shown.last_updated_date && (
          <Typography variant="body2" color="text.secondary">
            Last updated by {shown.last_updated_by_name ?? "-"} on{" "}
            {format(parseISO(shown.last_updated_date), "MM/dd/yyyy hh:mm a")}
          </Typography>
        )}
        <TextField
          select
          size="small"
          label="Version"
          value={lastVersion === 0 ? "" : String(chosen ?? lastVersion)}
          onChange={(e) => {
            const v = Number(e.target.value);
            chooseVersion(v >= lastVersion ? null : v);
          }}
          disabled={lastVersion === 0}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {lastVersion === 0 && <MenuItem value="">Not saved yet</MenuItem>}
          {versionOptions(lastVersion).map((v) => (
            <MenuItem key={v} value={String(v)}>
              {v === lastVersion ? `Version ${v} (latest)` : `Version ${v}`}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {readOnly && <Alert severity="info">{WELLNESS_PLAN_MESSAGES.notLatestVersion}</Alert>}
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              Reload
            </Button>
          }
        >
          {WELLNESS_PLAN_MESSAGES.planChanged} Your changes stay on screen until you reload; reloading discards them.
        </Alert>
      )}
      <PlanEditor
        key={`plan-${editorKey}`}
        seniorId={seniorId}
        plan={shown}
        readOnly={readOnly}
        baseVersion={baseVersion}
        onSaved={onSaved}
        onConflict={onConflict}
        onDirtyChange={setPlanDirty}
      />
      <GoalsTable
        key={`goals-${editorKey}`}
        seniorId={seniorId}
        goals={goals.data}
        catalogue={catalogue.data}
        readOnly={readOnly}
        baseVersion={baseVersion}
        onSaved={onSaved}
        onConflict={onConflict}
        onDirtyChange={setGoalsDirty}
        onOpenResources={(goalActionId) => setDialog({ kind: "resources", goalActionId })}
        onOpenNotes={(goalActionId) => setDialog({ kind: "notes", goalActionId })}
      />
      {dialog?.kind === "resources" && dialogGoal && (
        <ResourcesDialog
          seniorId={seniorId}
          goal={dialogGoal}
          version={dialogVersion}
          latest={!readOnly}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "notes" && dialogGoal && (
        <GoalNotesDialog
          seniorId={seniorId}
          goalActionId={dialogGoal.goal_action_id}
          title={`${dialogGoal.goal}: ${dialogGoal.action}`}
          version={dialogVersion}
          latest={!readOnly}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
