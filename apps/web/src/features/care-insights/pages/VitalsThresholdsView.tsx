import { VITAL_MESSAGES, VITAL_STATE_FAILURE, type VitalState } from "@care/contracts";
import { Alert, Box, CircularProgress } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { ApiError } from "../../../lib/api/api-error";
import { useClearVitalRangeScore } from "../api/clear-vital-range-score";
import { useDownloadVitalSummary } from "../api/download-vital-summary";
import { useVitals, type VitalRow } from "../api/list-vitals";
import { useRefreshVitalBaseline } from "../api/refresh-vital-baseline";
import { useUpdateVitalState } from "../api/update-vital-state";
import { NoDataSettingsPanel } from "../components/NoDataSettingsPanel";
import { SuppressionWindowsList } from "../components/SuppressionWindowsList";
import { ThresholdEditorDialog } from "../components/ThresholdEditorDialog";
import { isActiveVital } from "../components/vital-rules";
import { VitalsTable, type VitalActions } from "../components/VitalsTable";

/** Spec 2 §8. */
export const DOWNLOAD_FAILED = "Download Summary Failed!";

const canceled = (err: unknown): boolean => err instanceof ApiError && err.kind === "canceled";

/**
 * Vitals Thresholds (care-insights/threshold-setting, spec 2 §2-§4): the senior's vitals split into active and
 * inactive; assigning or unassigning moves the row at once and back on failure; the care insight toggle, the
 * threshold editor, baseline refresh, range-score clear and the per-vital xlsx download; below them the senior's
 * suppression windows and no-data alert settings.
 */
export function VitalsThresholdsView({ senior }: { senior: SeniorRef }): ReactNode {
  const toast = useToast();
  const vitals = useVitals(senior.seniorId, senior.accountId);
  const stateChange = useUpdateVitalState(senior.seniorId);
  const refresh = useRefreshVitalBaseline(senior.seniorId);
  const clear = useClearVitalRangeScore(senior.seniorId);
  const download = useDownloadVitalSummary();
  const [editing, setEditing] = useState<VitalRow | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const withBusy = async (name: string, task: () => Promise<void>): Promise<void> => {
    setBusy((b) => new Set(b).add(name));
    try {
      await task();
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(name);
        return next;
      });
    }
  };

  const changeState = (v: VitalRow, state: VitalState, success: string): void => {
    void withBusy(v.measurementName, async () => {
      try {
        await stateChange.mutateAsync({ measurementName: v.measurementName, state });
        toast.show({ type: "success", message: success });
      } catch (err) {
        // The row is already back where it was (the mutation's rollback); a cancelled break-glass says nothing.
        if (!canceled(err)) toast.show({ type: "error", message: VITAL_STATE_FAILURE[state] });
      }
    });
  };

  const key = { senior_id: senior.seniorId };
  const actions: VitalActions = {
    onAssign: (v) => changeState(v, "ASSIGNED", VITAL_MESSAGES.assigned),
    onUnassign: (v) => changeState(v, "UNASSIGNED", VITAL_MESSAGES.unassigned),
    onToggleInsight: (v, on) => changeState(v, on ? "ACTIVE_INSIGHT" : "ASSIGNED", VITAL_MESSAGES.insightToggled),
    onEdit: setEditing,
    onRefreshBaseline: (v) =>
      void withBusy(v.measurementName, async () => {
        try {
          await refresh.mutateAsync({ ...key, measurement_name: v.measurementName });
          toast.show({ type: "success", message: VITAL_MESSAGES.baselineRefreshed });
        } catch (err) {
          if (!canceled(err)) toast.show({ type: "error", message: VITAL_MESSAGES.refreshFailed });
        }
      }),
    onClearRangeScore: (v) =>
      void withBusy(v.measurementName, async () => {
        try {
          await clear.mutateAsync({ ...key, measurement_name: v.measurementName });
          toast.show({ type: "success", message: VITAL_MESSAGES.rangeScoreCleared });
        } catch (err) {
          if (!canceled(err)) toast.show({ type: "error", message: VITAL_MESSAGES.rangeScoreClearFailed });
        }
      }),
    onDownload: (v) =>
      void withBusy(v.measurementName, async () => {
        try {
          await download({ ...senior, measurementName: v.measurementName });
        } catch {
          toast.show({ type: "error", message: DOWNLOAD_FAILED });
        }
      }),
  };

  if (vitals.isPending) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
        <CircularProgress aria-label="Loading vitals" />
      </Box>
    );
  }
  if (vitals.isError) {
    // Spec 2 §8: the loading failure text.
    return <Alert severity="error">{`GET_VITALS_FAILS:- ${vitals.error.message}`}</Alert>;
  }
  const list = vitals.data;
  return (
    <Box data-testid="vitals-thresholds">
      <VitalsTable label="Active Vitals" rows={list.filter(isActiveVital)} active actions={actions} busy={busy} />
      <VitalsTable
        label="Inactive Vitals"
        rows={list.filter((v) => !isActiveVital(v))}
        active={false}
        actions={actions}
        busy={busy}
      />
      <SuppressionWindowsList senior={senior} />
      <NoDataSettingsPanel senior={senior} />
      {editing && (
        <ThresholdEditorDialog
          key={editing.measurementName}
          vital={list.find((v) => v.measurementName === editing.measurementName) ?? editing}
          timezone={senior.timezone}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
