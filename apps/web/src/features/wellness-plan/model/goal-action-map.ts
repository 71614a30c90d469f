import { rowKey, type GoalRow } from "./goal-rows";

/** The catalogue of goals and their actions the goal and action pickers offer. */
export interface GoalCatalogueEntry {
  goal: string;
  actions: readonly string[];
}

export interface ActionUse {
  actionName: string;
  selected: boolean;
  /** Keys of the rows that chose this action. */
  rowIds: string[];
}

export interface GoalUse {
  /** Every action of the goal is selected by some row: the goal cannot be chosen for another row. */
  occupied: boolean;
  rowIds: string[];
  actions: Record<string, ActionUse>;
}

/**
 * Spec 2 §3 'Goal-action map' and §4: per goal an occupied flag and its rows, per action a selected flag and its
 * rows. Derived from the rows on screen every time, so selecting, changing and deselecting an action (or removing
 * a row) update it without bookkeeping: a goal is occupied when all its actions are selected.
 */
export function goalActionMap(
  catalogue: readonly GoalCatalogueEntry[],
  rows: readonly GoalRow[],
): Record<string, GoalUse> {
  const map: Record<string, GoalUse> = {};
  for (const entry of catalogue) {
    const actions: Record<string, ActionUse> = {};
    for (const name of entry.actions) actions[name] = { actionName: name, selected: false, rowIds: [] };
    map[entry.goal] = { occupied: false, rowIds: [], actions };
  }
  for (const row of rows) {
    const use = map[row.goal];
    if (!use) continue;
    use.rowIds.push(rowKey(row));
    const action = use.actions[row.action];
    if (action) {
      action.selected = true;
      action.rowIds.push(rowKey(row));
    }
  }
  for (const use of Object.values(map)) {
    const all = Object.values(use.actions);
    use.occupied = all.length > 0 && all.every((a) => a.selected);
  }
  return map;
}

/** Goals a row may pick: those not occupied, and the row's own goal. */
export function goalOptions(
  catalogue: readonly GoalCatalogueEntry[],
  map: Record<string, GoalUse>,
  row: GoalRow,
): string[] {
  return catalogue.map((e) => e.goal).filter((goal) => goal === row.goal || !map[goal]?.occupied);
}

/** Actions a row may pick under its goal: those no other row selected, and the row's own action. */
export function actionOptions(
  catalogue: readonly GoalCatalogueEntry[],
  map: Record<string, GoalUse>,
  row: GoalRow,
): string[] {
  const entry = catalogue.find((e) => e.goal === row.goal);
  if (!entry) return [];
  const key = rowKey(row);
  return entry.actions.filter((name) => {
    const use = map[row.goal]?.actions[name];
    return !use?.selected || use.rowIds.includes(key);
  });
}
