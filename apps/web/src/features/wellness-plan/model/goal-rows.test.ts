import { describe, expect, it } from "vitest";
import { actionOptions, goalActionMap, goalOptions, type GoalCatalogueEntry } from "./goal-action-map";
import {
  addGoalRow,
  editGoalRow,
  goalActionsToSave,
  hasGoalChanges,
  removeGoalRow,
  rowsFromGoals,
  statusToSend,
  validateGoalRows,
  type GoalRow,
  type GoalRowsState,
  type LoadedGoal,
} from "./goal-rows";

const BLANK_1: GoalRow = {
  id: null,
  isNewGoal: true,
  newGoalId: 1,
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

const WALK: LoadedGoal = {
  id: "g-walk",
  goal: "Physical Activity",
  action: "Walk 20 minutes daily",
  status: "in_progress",
  progress: 40,
  startDate: "2026-01-05",
  targetDate: "2026-03-01",
  notes: "Mornings",
};
const WATER: LoadedGoal = {
  id: "g-water",
  goal: "Nutrition",
  action: "Drink 6 glasses of water",
  status: "started",
  progress: 10,
  startDate: null,
  targetDate: null,
  notes: null,
};

const SAVED_WALK: GoalRow = {
  ...BLANK_1,
  id: "g-walk",
  isNewGoal: false,
  newGoalId: null,
  goal: "Physical Activity",
  action: "Walk 20 minutes daily",
  status: "in_progress",
  progress: 40,
  startDate: "2026-01-05",
  targetDate: "2026-03-01",
  notes: "Mornings",
};
const SAVED_WATER: GoalRow = {
  ...BLANK_1,
  id: "g-water",
  isNewGoal: false,
  newGoalId: null,
  goal: "Nutrition",
  action: "Drink 6 glasses of water",
  status: "started",
  progress: 10,
};

describe("first load", () => {
  it("gives one blank not_started row when there is no goal", () => {
    expect(rowsFromGoals([])).toEqual({ rows: [BLANK_1], deleted: [], nextNewGoalId: 2 });
  });

  it("shows saved goals newest first (the list reversed), deleted ones left out", () => {
    const state = rowsFromGoals([WALK, { ...WATER, id: "g-old", status: "deleted" }, WATER]);
    expect(state).toEqual({ rows: [SAVED_WATER, SAVED_WALK], deleted: [], nextNewGoalId: 1 });
  });

  it("gives the blank row when every saved goal was deleted", () => {
    expect(rowsFromGoals([{ ...WALK, status: "deleted" }]).rows).toEqual([BLANK_1]);
  });
});

describe("Add Goal", () => {
  it("puts a blank row with progress 0 at the top, counting new rows from 1", () => {
    const once = addGoalRow(rowsFromGoals([WALK]));
    const twice = addGoalRow(once);
    expect(twice.rows).toEqual([{ ...BLANK_1, newGoalId: 2 }, BLANK_1, SAVED_WALK]);
    expect(twice.nextNewGoalId).toBe(3);
  });
});

describe("editing a row", () => {
  const withErrors: GoalRowsState = {
    rows: [
      {
        ...SAVED_WALK,
        goalError: true,
        goalErrorText: "Required Field",
        actionError: true,
        actionErrorText: "Required Field",
      },
    ],
    deleted: [],
    nextNewGoalId: 1,
  };

  it("marks the row edited", () => {
    const state = editGoalRow(rowsFromGoals([WALK]), "g-walk", { progress: 60 });
    expect(state.rows).toEqual([{ ...SAVED_WALK, progress: 60, isEdited: true }]);
  });

  it("changing 'goal' clears its error and resets the action", () => {
    const state = editGoalRow(withErrors, "g-walk", { goal: "Nutrition" });
    expect(state.rows[0]).toEqual({
      ...SAVED_WALK,
      goal: "Nutrition",
      action: "",
      isEdited: true,
      actionError: true,
      actionErrorText: "Required Field",
    });
  });

  it("changing 'action' clears the action error", () => {
    const state = editGoalRow(withErrors, "g-walk", { action: "Chair yoga" });
    expect(state.rows[0]).toEqual({
      ...SAVED_WALK,
      action: "Chair yoga",
      isEdited: true,
      goalError: true,
      goalErrorText: "Required Field",
    });
  });

  it("touches only the row named by its key (a new row by its counter)", () => {
    const state = editGoalRow(addGoalRow(rowsFromGoals([WALK])), "new-1", { goal: "Sleep" });
    expect(state.rows).toEqual([{ ...BLANK_1, goal: "Sleep", isEdited: true }, SAVED_WALK]);
  });
});

describe("removing a row", () => {
  it("drops a new row", () => {
    const state = removeGoalRow(addGoalRow(rowsFromGoals([WALK])), "new-1");
    expect(state).toEqual({ rows: [SAVED_WALK], deleted: [], nextNewGoalId: 2 });
  });

  it("marks a saved row deleted and keeps it in the deleted list", () => {
    const state = removeGoalRow(rowsFromGoals([WALK, WATER]), "g-walk");
    expect(state.rows).toEqual([SAVED_WATER]);
    expect(state.deleted).toEqual([{ ...SAVED_WALK, status: "deleted", isEdited: true }]);
    expect(hasGoalChanges(state)).toBe(true);
  });
});

describe("validation before a save", () => {
  it("asks for goal and action on an edited row and leaves untouched rows alone", () => {
    let state = addGoalRow(rowsFromGoals([WALK]));
    state = addGoalRow(state);
    state = editGoalRow(state, "new-2", { progress: 20 });
    const result = validateGoalRows(state);
    expect(result.valid).toBe(false);
    expect(result.state.rows).toEqual([
      {
        ...BLANK_1,
        newGoalId: 2,
        progress: 20,
        isEdited: true,
        goalError: true,
        goalErrorText: "Required Field",
        actionError: true,
        actionErrorText: "Required Field",
      },
      BLANK_1,
      SAVED_WALK,
    ]);
  });

  it("refuses a start date after the target date, accepts the same day", () => {
    const crossed = editGoalRow(rowsFromGoals([WALK]), "g-walk", { startDate: "2026-03-02" });
    const result = validateGoalRows(crossed);
    expect(result.valid).toBe(false);
    expect(result.state.rows[0]?.dateErrorText).toBe("Start date cannot be greater than Target date");

    const sameDay = editGoalRow(result.state, "g-walk", { startDate: "2026-03-01" });
    expect(sameDay.rows[0]?.dateErrorText).toBe("");
    expect(validateGoalRows(sameDay).valid).toBe(true);
  });
});

describe("what a save sends", () => {
  it("maps statuses: not_started → in_progress, Completed → completed, others unchanged", () => {
    expect(statusToSend("not_started")).toBe("in_progress");
    expect(statusToSend("Completed")).toBe("completed");
    expect(statusToSend("started")).toBe("started");
    expect(statusToSend("cancelled")).toBe("cancelled");
    expect(statusToSend("completed")).toBe("completed");
  });

  it("sends new and edited rows bottom-up (progress 0 as 10), then deleted ones; unchanged rows not at all", () => {
    let state = rowsFromGoals([WALK, WATER]);
    state = addGoalRow(state);
    state = editGoalRow(state, "new-1", {
      goal: " Sleep ",
      action: "Lights out by 10 PM",
      startDate: "2026-02-01",
      targetDate: "2026-04-01",
      notes: "  ",
    });
    state = addGoalRow(state); // left blank: nothing to send
    state = editGoalRow(state, "g-water", { status: "completed", progress: 100 });
    state = removeGoalRow(state, "g-walk");

    // On screen: [blank, Sleep, Nutrition]; sent bottom-up, so the server numbers Sleep after Nutrition.
    expect(goalActionsToSave(state)).toEqual([
      {
        id: "g-water",
        goal: "Nutrition",
        action: "Drink 6 glasses of water",
        status: "completed",
        progress: 100,
        startDate: null,
        targetDate: null,
        notes: null,
      },
      {
        id: null,
        goal: "Sleep",
        action: "Lights out by 10 PM",
        status: "in_progress",
        progress: 10,
        startDate: "2026-02-01",
        targetDate: "2026-04-01",
        notes: null,
      },
      {
        id: "g-walk",
        goal: "Physical Activity",
        action: "Walk 20 minutes daily",
        status: "deleted",
        progress: 40,
        startDate: "2026-01-05",
        targetDate: "2026-03-01",
        notes: "Mornings",
      },
    ]);
  });

  it("sends nothing when nothing changed", () => {
    const state = rowsFromGoals([WALK, WATER]);
    expect(goalActionsToSave(state)).toEqual([]);
    expect(hasGoalChanges(state)).toBe(false);
  });
});

describe("the goal-action map", () => {
  const CATALOGUE: GoalCatalogueEntry[] = [
    { goal: "Nutrition", actions: ["Drink 6 glasses of water", "Eat two fruits"] },
    { goal: "Physical Activity", actions: ["Walk 20 minutes daily"] },
  ];

  it("marks selected actions and a goal occupied once all its actions are selected", () => {
    const state = rowsFromGoals([WALK, WATER]);
    expect(goalActionMap(CATALOGUE, state.rows)).toEqual({
      Nutrition: {
        occupied: false,
        rowIds: ["g-water"],
        actions: {
          "Drink 6 glasses of water": { actionName: "Drink 6 glasses of water", selected: true, rowIds: ["g-water"] },
          "Eat two fruits": { actionName: "Eat two fruits", selected: false, rowIds: [] },
        },
      },
      "Physical Activity": {
        occupied: true,
        rowIds: ["g-walk"],
        actions: {
          "Walk 20 minutes daily": { actionName: "Walk 20 minutes daily", selected: true, rowIds: ["g-walk"] },
        },
      },
    });
  });

  it("offers a new row only goals not occupied, and actions nobody else selected", () => {
    const state = addGoalRow(rowsFromGoals([WALK, WATER]));
    const map = goalActionMap(CATALOGUE, state.rows);
    const blank = state.rows[0] as GoalRow;
    expect(goalOptions(CATALOGUE, map, blank)).toEqual(["Nutrition"]);
    const onNutrition = editGoalRow(state, "new-1", { goal: "Nutrition" });
    const row = onNutrition.rows[0] as GoalRow;
    expect(actionOptions(CATALOGUE, goalActionMap(CATALOGUE, onNutrition.rows), row)).toEqual(["Eat two fruits"]);
    // The saved walking row still sees its own (occupied) goal and its own action.
    const walk = state.rows[2] as GoalRow;
    expect(goalOptions(CATALOGUE, map, walk)).toEqual(["Nutrition", "Physical Activity"]);
    expect(actionOptions(CATALOGUE, map, walk)).toEqual(["Walk 20 minutes daily"]);
  });

  it("deselecting (changing the goal of the only row) clears occupied", () => {
    const state = editGoalRow(rowsFromGoals([WALK]), "g-walk", { goal: "Nutrition" });
    expect(goalActionMap(CATALOGUE, state.rows)["Physical Activity"]?.occupied).toBe(false);
  });
});
