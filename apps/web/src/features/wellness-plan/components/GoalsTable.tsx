import { PAGE_SIZES, WELLNESS_PLAN_MESSAGES } from "@care/contracts";
import Add from "@mui/icons-material/Add";
import AttachFile from "@mui/icons-material/AttachFile";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import NotesOutlined from "@mui/icons-material/NotesOutlined";
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { format, parseISO } from "date-fns";
import { useEffect, useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import type { WellnessGoalRow } from "../../../lib/shared/wellness-goals";
import { useSaveWellnessGoals } from "../api/save-goals";
import { actionOptions, goalActionMap, goalOptions, type GoalCatalogueEntry } from "../model/goal-action-map";
import {
  addGoalRow,
  editGoalRow,
  hasGoalChanges,
  removeGoalRow,
  rowKey,
  rowsFromGoals,
  validateGoalRows,
  type GoalRow,
  type GoalRowStatus,
} from "../model/goal-rows";
import { GoalDatePicker } from "./GoalDatePicker";
import { goalSaveBody, loadedGoal } from "./goal-save";
import { isPlanConflict } from "./plan-conflict";

export const GOAL_STATUS_LABELS: Record<Exclude<GoalRowStatus, "deleted">, string> = {
  not_started: "Not Started",
  started: "Started",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};
const STATUS_CHOICES = Object.keys(GOAL_STATUS_LABELS) as (keyof typeof GOAL_STATUS_LABELS)[];
const PAGE_SIZE = PAGE_SIZES.goals;

const dateText = (iso: string | null): string => (iso ? format(parseISO(iso), "MM/dd/yyyy") : "-");

export interface GoalsTableProps {
  seniorId: string;
  goals: readonly WellnessGoalRow[];
  catalogue: readonly GoalCatalogueEntry[];
  readOnly: boolean;
  baseVersion: number;
  onSaved: (version: number) => void;
  onConflict: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onOpenResources: (goalActionId: string) => void;
  onOpenNotes: (goalActionId: string) => void;
}

/**
 * The goals table (spec 2 §2, §4): goal, action, status, start and target date, notes and progress; Add Goal puts
 * a blank row on top, Save Goal sends the new, edited and deleted rows as a new plan version. Saved rows open
 * their resources and notes. Six rows a page (spec 2 §9).
 */
export function GoalsTable(props: GoalsTableProps): ReactNode {
  const { seniorId, goals, catalogue, readOnly, baseVersion, onSaved, onConflict, onDirtyChange } = props;
  const toast = useToast();
  const [state, setState] = useState(() => {
    const loaded = rowsFromGoals(goals.map(loadedGoal));
    // The blank first row is for writing goals; an older version shows only what it holds.
    return readOnly ? { ...loaded, rows: loaded.rows.filter((r) => !r.isNewGoal) } : loaded;
  });
  const [page, setPage] = useState(0);
  const save = useSaveWellnessGoals();
  const dirty = !readOnly && hasGoalChanges(state);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const map = goalActionMap(catalogue, state.rows);
  const edit = (row: GoalRow, change: Parameters<typeof editGoalRow>[2]): void =>
    setState((s) => editGoalRow(s, rowKey(row), change));

  const onSave = async (): Promise<void> => {
    const checked = validateGoalRows(state);
    setState(checked.state);
    if (!checked.valid) return;
    try {
      const saved = await save.mutateAsync(goalSaveBody(seniorId, checked.state, baseVersion, new Date()));
      setState(rowsFromGoals(saved.goals.map(loadedGoal)));
      setPage(0);
      onSaved(saved.current_version);
      toast.show({ type: "success", message: WELLNESS_PLAN_MESSAGES.saved });
    } catch (err) {
      if (isPlanConflict(err)) onConflict();
      else toast.show({ type: "error", message: (err as Error).message });
    }
  };

  const shown = state.rows.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Goals">
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Goals
        </Typography>
        {!readOnly && (
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button
              startIcon={<Add />}
              onClick={() => {
                setState(addGoalRow);
                setPage(0);
              }}
            >
              Add Goal
            </Button>
            <Button variant="contained" onClick={() => void onSave()} disabled={!dirty || save.isPending}>
              Save Goal
            </Button>
          </Box>
        )}
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Goals">
          <TableHead>
            <TableRow>
              <TableCell>Goal</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Start Date</TableCell>
              <TableCell>Target Date</TableCell>
              <TableCell>Notes</TableCell>
              <TableCell>Progress</TableCell>
              <TableCell aria-label="Row actions" />
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>No Records</TableCell>
              </TableRow>
            )}
            {shown.map((row) =>
              readOnly ? (
                <ReadOnlyGoalRow key={rowKey(row)} row={row} {...props} />
              ) : (
                <TableRow key={rowKey(row)} data-testid="goal-row">
                  <TableCell sx={{ minWidth: 200 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label="Goal"
                      value={row.goal}
                      onChange={(e) => edit(row, { goal: e.target.value })}
                      error={row.goalError}
                      helperText={row.goalErrorText || undefined}
                    >
                      {goalOptions(catalogue, map, row).map((g) => (
                        <MenuItem key={g} value={g}>
                          {g}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label="Action"
                      value={row.action}
                      onChange={(e) => edit(row, { action: e.target.value })}
                      error={row.actionError}
                      helperText={row.actionErrorText || undefined}
                      disabled={row.goal === ""}
                    >
                      {actionOptions(catalogue, map, row).map((a) => (
                        <MenuItem key={a} value={a}>
                          {a}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      label="Status"
                      value={row.status}
                      onChange={(e) => edit(row, { status: e.target.value as GoalRowStatus })}
                    >
                      {STATUS_CHOICES.map((s) => (
                        <MenuItem key={s} value={s}>
                          {GOAL_STATUS_LABELS[s]}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <GoalDatePicker
                      label="Start Date"
                      value={row.startDate}
                      onChange={(startDate) => edit(row, { startDate })}
                      errorText={row.dateErrorText}
                    />
                  </TableCell>
                  <TableCell>
                    <GoalDatePicker
                      label="Target Date"
                      value={row.targetDate}
                      onChange={(targetDate) => edit(row, { targetDate })}
                      errorText={row.dateErrorText ? WELLNESS_PLAN_MESSAGES.targetBeforeStart : undefined}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    <TextField
                      size="small"
                      fullWidth
                      label="Notes"
                      value={row.notes}
                      onChange={(e) => edit(row, { notes: e.target.value })}
                      slotProps={{ htmlInput: { maxLength: 500 } }}
                    />
                  </TableCell>
                  <TableCell sx={{ minWidth: 110 }}>
                    <TextField
                      size="small"
                      type="number"
                      label="Progress"
                      value={row.progress}
                      onChange={(e) => edit(row, { progress: clampPercent(e.target.value) })}
                      slotProps={{ htmlInput: { min: 0, max: 100, step: 10 } }}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    <RowButtons row={row} {...props} />
                    <Tooltip title="Remove goal">
                      <IconButton
                        aria-label={`Remove goal ${row.goal || "(new)"}`}
                        onClick={() => setState((s) => removeGoalRow(s, rowKey(row)))}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ),
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {state.rows.length > PAGE_SIZE && (
        <TablePagination
          component="div"
          count={state.rows.length}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </Paper>
  );
}

/** Progress as typed: a whole percent between 0 and 100 (blank is 0). */
function clampPercent(typed: string): number {
  const n = Math.round(Number(typed));
  return Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0;
}

/** Resources and notes belong to saved rows (they need the row's id). */
function RowButtons({
  row,
  onOpenResources,
  onOpenNotes,
}: { row: GoalRow } & Pick<GoalsTableProps, "onOpenResources" | "onOpenNotes">): ReactNode {
  if (row.id === null) return null;
  const id = row.id;
  return (
    <>
      <Tooltip title="Resources">
        <IconButton aria-label={`Resources of ${row.goal}: ${row.action}`} onClick={() => onOpenResources(id)}>
          <AttachFile />
        </IconButton>
      </Tooltip>
      <Tooltip title="Goal notes">
        <IconButton aria-label={`Notes of ${row.goal}: ${row.action}`} onClick={() => onOpenNotes(id)}>
          <NotesOutlined />
        </IconButton>
      </Tooltip>
    </>
  );
}

function ReadOnlyGoalRow({ row, ...props }: { row: GoalRow } & GoalsTableProps): ReactNode {
  const status = row.status === "deleted" ? "Deleted" : GOAL_STATUS_LABELS[row.status];
  return (
    <TableRow data-testid="goal-row">
      <TableCell>{row.goal || "-"}</TableCell>
      <TableCell>{row.action || "-"}</TableCell>
      <TableCell>{status}</TableCell>
      <TableCell>{dateText(row.startDate)}</TableCell>
      <TableCell>{dateText(row.targetDate)}</TableCell>
      <TableCell>{row.notes || "-"}</TableCell>
      <TableCell sx={{ minWidth: 110 }}>
        <GoalProgress value={row.progress} />
      </TableCell>
      <TableCell sx={{ whiteSpace: "nowrap" }}>
        <RowButtons row={row} onOpenResources={props.onOpenResources} onOpenNotes={props.onOpenNotes} />
      </TableCell>
    </TableRow>
  );
}

export function GoalProgress({ value }: { value: number }): ReactNode {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
      <LinearProgress variant="determinate" value={value} sx={{ flex: 1, minWidth: 50 }} aria-label="Progress" />
      <Typography variant="body2">{value}%</Typography>
    </Box>
  );
}
