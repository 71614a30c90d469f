/**
 * The goals table's row rules (spec 2 §3 'Goal', §4 'Goal rows', §9; spec 3 §3–§4 'Goal row'), as pure functions
 * over an immutable state so each rule can be tested with written-out rows: first load, add, edit, remove,
 * validate, and what a save sends.
 */

/** Statuses a goal row can hold on screen (spec 2 §3). `deleted` rows live in the deleted list only. */
export type GoalRowStatus = "not_started" | "started" | "in_progress" | "cancelled" | "completed" | "deleted";

export interface GoalRow {
  /** The server's goal action id; null for a row not saved yet. */
  id: string | null;
  isNewGoal: boolean;
  /** Local counter from 1 for new rows (spec 3 §3), null for saved rows. */
  newGoalId: number | null;
  goal: string;
  action: string;
  status: GoalRowStatus;
  /** Percent 0..100; 0 on add. */
  progress: number;
  /** YYYY-MM-DD or null. */
  startDate: string | null;
  targetDate: string | null;
  notes: string;
  isEdited: boolean;
  goalError: boolean;
  goalErrorText: string;
  actionError: boolean;
  actionErrorText: string;
  /** Start/target date error (start after target), shown on both pickers. */
  dateErrorText: string;
}

export interface GoalRowsState {
  rows: GoalRow[];
  /** Saved rows the user removed: status deleted, kept apart and sent with the next save (spec 2 §3). */
  deleted: GoalRow[];
  /** The next new row's newGoalId. */
  nextNewGoalId: number;
}

/** A saved goal as the table loads it. */
export interface LoadedGoal {
  id: string;
  goal: string;
  action: string;
  status: GoalRowStatus;
  progress: number;
  startDate: string | null;
  targetDate: string | null;
  notes: string | null;
}

/** What a save sends for one row (before the route's own field names are applied). */
export interface GoalActionOut {
  id: string | null;
  goal: string;
  action: string;
  status: Exclude<GoalRowStatus, "not_started">;
  progress: number;
  startDate: string | null;
  targetDate: string | null;
  notes: string | null;
}

export const GOAL_ROW_TEXT = {
  required: "Required Field",
  startAfterTarget: "Start date cannot be greater than Target date",
  targetBeforeStart: "Target date cannot be less than Start date",
} as const;

/** Spec 2 §9 'Default goal progress on save 10'. */
export const DEFAULT_SAVE_PROGRESS = 10;

/** A stable key for React and for edits: the server id, or the new row's counter. */
export function rowKey(row: Pick<GoalRow, "id" | "newGoalId">): string {
  return row.id ?? `new-${row.newGoalId}`;
}

function blankRow(newGoalId: number): GoalRow {
  return {
    id: null,
    isNewGoal: true,
    newGoalId,
    goal: "",
    action: "",
    status: "not_started",
    progress: 0,
    startDate: null,
    targetDate: null,
    notes: "",
    isEdited: false,
    goalError: false,
    goalErrorText: "",
    actionError: false,
    actionErrorText: "",
    dateErrorText: "",
  };
}

/**
 * The table on load: the saved goals, newest first (the spec's "goal lists are reversed": the API lists them in the
 * order they were created), deleted ones apart; with no goal, one blank not_started row.
 */
export function rowsFromGoals(goals: readonly LoadedGoal[]): GoalRowsState {
  const live = goals.filter((g) => g.status !== "deleted");
  if (live.length === 0) return { rows: [blankRow(1)], deleted: [], nextNewGoalId: 2 };
  const rows = [...live].reverse().map((g): GoalRow => ({
    ...blankRow(0),
    id: g.id,
    isNewGoal: false,
    newGoalId: null,
    goal: g.goal,
    action: g.action,
    status: g.status,
    progress: g.progress,
    startDate: g.startDate,
    targetDate: g.targetDate,
    notes: g.notes ?? "",
  }));
  return { rows, deleted: [], nextNewGoalId: 1 };
}

/** Add Goal: a blank row at the top, progress 0. */
export function addGoalRow(state: GoalRowsState): GoalRowsState {
  return { ...state, rows: [blankRow(state.nextNewGoalId), ...state.rows], nextNewGoalId: state.nextNewGoalId + 1 };
}

export type GoalRowEdit = Partial<
  Pick<GoalRow, "goal" | "action" | "status" | "progress" | "startDate" | "targetDate" | "notes">
>;

/**
 * Editing a field marks the row edited. Changing 'goal' clears its error and resets the action; changing 'action'
 * clears the action error; changing a date clears the date error (it is checked again on save).
 */
export function editGoalRow(state: GoalRowsState, key: string, edit: GoalRowEdit): GoalRowsState {
  return {
    ...state,
    rows: state.rows.map((row) => {
      if (rowKey(row) !== key) return row;
      const next: GoalRow = { ...row, ...edit, isEdited: true };
      if (edit.goal !== undefined && edit.goal !== row.goal) {
        // A new goal has its own actions: the old one no longer fits (unless the same edit picks one).
        Object.assign(next, { goalError: false, goalErrorText: "", action: edit.action ?? "" });
      }
      if (edit.action !== undefined) Object.assign(next, { actionError: false, actionErrorText: "" });
      if (edit.startDate !== undefined || edit.targetDate !== undefined) next.dateErrorText = "";
      return next;
    }),
  };
}

/** Remove: a saved row becomes deleted and moves to the deleted list; a new row is dropped. */
export function removeGoalRow(state: GoalRowsState, key: string): GoalRowsState {
  const row = state.rows.find((r) => rowKey(r) === key);
  if (!row) return state;
  const rows = state.rows.filter((r) => r !== row);
  if (row.isNewGoal) return { ...state, rows };
  return { ...state, rows, deleted: [...state.deleted, { ...row, status: "deleted", isEdited: true }] };
}

/** Rows a save sends: new or edited ones. A new row nobody touched is left out: there is nothing to save in it. */
export function rowsToSend(state: GoalRowsState): GoalRow[] {
  return state.rows.filter((r) => r.isEdited);
}

/**
 * Checks the rows a save sends: goal and action required, start date not after target date (spec 2 §5).
 * Returns the state with the row errors set and whether everything is valid.
 */
export function validateGoalRows(state: GoalRowsState): { state: GoalRowsState; valid: boolean } {
  let valid = true;
  const rows = state.rows.map((row) => {
    if (!row.isEdited) return row;
    const goalMissing = row.goal.trim() === "";
    const actionMissing = row.action.trim() === "";
    const datesCrossed = row.startDate !== null && row.targetDate !== null && row.startDate > row.targetDate;
    if (goalMissing || actionMissing || datesCrossed) valid = false;
    return {
      ...row,
      goalError: goalMissing,
      goalErrorText: goalMissing ? GOAL_ROW_TEXT.required : "",
      actionError: actionMissing,
      actionErrorText: actionMissing ? GOAL_ROW_TEXT.required : "",
      dateErrorText: datesCrossed ? GOAL_ROW_TEXT.startAfterTarget : "",
    };
  });
  return { state: { ...state, rows }, valid };
}

/** Spec 2 §4: not_started is sent as in_progress, Completed as completed, others unchanged. */
export function statusToSend(status: GoalRowStatus | "Completed"): GoalActionOut["status"] {
  if (status === "not_started") return "in_progress";
  if (status === "Completed") return "completed";
  return status;
}

/**
 * The goal actions a save sends: the new and edited rows, then the deleted ones (status deleted). Unchanged rows
 * are not resent. A row without progress gets the default 10 (spec 2 §9). The screen shows the list reversed
 * (newest on top), so rows go out bottom-up: the server numbers new rows in the order sent, and the table reads
 * the same after the save as before it.
 */
export function goalActionsToSave(state: GoalRowsState): GoalActionOut[] {
  const out = (row: GoalRow): GoalActionOut => ({
    id: row.id,
    goal: row.goal.trim(),
    action: row.action.trim(),
    status: statusToSend(row.status),
    progress: row.progress > 0 ? row.progress : DEFAULT_SAVE_PROGRESS,
    startDate: row.startDate,
    targetDate: row.targetDate,
    notes: row.notes.trim() === "" ? null : row.notes.trim(),
  });
  return [...rowsToSend(state).reverse().map(out), ...state.deleted.map(out)];
}

/** Whether anything in the table is waiting to be saved. */
export function hasGoalChanges(state: GoalRowsState): boolean {
  return state.deleted.length > 0 || rowsToSend(state).length > 0;
}
