import { authRoutes, callRoutes, memberRoutes, wellnessPlanRoutes } from "@care/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, hang, json, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const SENIOR_ID = "00000000-0000-4000-8000-000000000001";
const ACCOUNT_ID = "00000000-0000-4000-8000-000000000002";
const COACH_ID = "00000000-0000-4000-8000-000000000003";
const GOAL_ID = "00000000-0000-4000-8000-000000000010";
const PATH = `/senior/${SENIOR_ID}/${ACCOUNT_ID}/America-New_York/wellness-plan?tab=wellness-plan`;
const R = wellnessPlanRoutes;
/** The tab is a lazy chunk inside the lazy senior page: on a busy machine the first render takes a while. */

function plan(version: number, situation: string): unknown {
  return {
    customer_id: `senior-${SENIOR_ID}`,
    senior_id: SENIOR_ID,
    customer_name: "Ada Lovelace",
    careagent_id: null,
    created_date: "2026-01-05T10:00:00.000Z",
    current_version: version,
    last_version: 2,
    last_available_version: 2,
    is_latest_version: version === 2,
    last_updated_by: "user-1",
    last_updated_by_name: "Casey Rivera",
    last_updated_date: "2026-01-06T10:00:00.000Z",
    modification_date: "2026-01-06T10:00:00.000Z",
    wellness_plan_date_started: "2026-01-05",
    wellness_plan_details: {
      situation,
      background: "Lives alone",
      assessment: null,
      recommendations: null,
      member_priorities: [{ seq: 1, value: "Stay at home" }],
      challenges: [],
    },
  };
}

const WALK_GOAL = {
  id: GOAL_ID,
  goal_action_id: GOAL_ID,
  goal: "Increase physical activity",
  action: "Walk 4,500 steps a day",
  status: "in_progress",
  progress: 40,
  percentage: 40,
  start_date: "2026-01-05",
  target_date: "2026-03-01",
  notes: "Mornings",
  created_date: "2026-01-06T10:00:00.000Z",
  current_version: 2,
  resources: [],
};

const CATALOGUE = {
  goals: [
    {
      goal: "Increase physical activity",
      occupied: false,
      rowIds: [GOAL_ID],
      actions: [
        { actionName: "Walk 4,500 steps a day", selected: true, rowId: [GOAL_ID] },
        { actionName: "Join an exercise class", selected: false, rowId: [] },
      ],
    },
    {
      goal: "Improve sleep",
      occupied: false,
      rowIds: [],
      actions: [{ actionName: "Keep a regular bedtime", selected: false, rowId: [] }],
    },
  ],
};

function api(extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    "GET /api/supervision/alarms": hang,
    "GET /api/users/senior/header": hang,
    [`GET ${memberRoutes.minimalInfo.path}`]: hang,
    [`GET ${callRoutes.careAgentList.path}`]: () =>
      envelope([
        { userId: COACH_ID, fullName: "Morgan Coach", email: "coach@demo.care", assignedSenior: 12 },
        { userId: "00000000-0000-4000-8000-000000000004", fullName: "Idle Agent", email: "i@d.c", assignedSenior: 0 },
      ]),
    [`GET ${R.getWellnessPlan.path}`]: ({ url }) =>
      envelope(url.searchParams.get("version") === "1" ? plan(1, "First draft") : plan(2, "Recovering from a fall")),
    [`GET ${R.listGoals.path}`]: ({ url }) =>
      envelope({ data: url.searchParams.get("version") === "1" ? [] : [WALK_GOAL], lastEvaluatedKey: null }),
    [`GET ${R.goalActionMap.path}`]: () => envelope(CATALOGUE),
    ...extra,
  };
}

const bodiesOf = (calls: { method: string; path: string; body: string | undefined }[], path: string): unknown[] =>
  calls.filter((c) => c.method === "POST" && c.path === path).map((c) => JSON.parse(c.body ?? "null") as unknown);

async function choose(combobox: HTMLElement, option: string): Promise<void> {
  fireEvent.mouseDown(combobox);
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

describe("Wellness Plan tab", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("replaces a goal's file (the new file posted to its store target) and downloads an earlier version", async () => {
    const RESOURCE_ID = "00000000-0000-4000-8000-000000000020";
    const guide = {
      resource_id: RESOURCE_ID,
      goal_action_id: GOAL_ID,
      name: "Walking guide",
      description: null,
      date: "2026-01-06T10:00:00.000Z",
      format: "pdf",
      url: null,
      resource_version: 2,
      created_by: "user-1",
      last_updated_by: "user-1",
      last_viewed: null,
    };
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...api(),
      [`GET ${R.listGoals.path}`]: () =>
        envelope({ data: [{ ...WALK_GOAL, resources: [guide] }], lastEvaluatedKey: null }),
      [`PUT ${R.replaceResource.path}`]: () =>
        envelope({
          resource: { ...guide, name: "walk-plan.txt", format: "txt", resource_version: 3 },
          target: { url: "http://store.test/bucket", fields: { key: "k", Policy: "p" }, expires_in: 600 },
        }),
      [`GET ${R.resourceSignedUrl.path}`]: () =>
        envelope({ urls: [{ resource_id: RESOURCE_ID, url: "http://store.test/signed", expires_in: 900 }] }),
    });
    // The browser posts the file straight to the store (global fetch), and opens downloads in a new tab.
    const storePosts: FormData[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      storePosts.push(init.body as FormData);
      return new Response(null, { status: 204 });
    });
    const opened: string[] = [];
    vi.stubGlobal("open", (url: string) => {
      opened.push(url);
      return null;
    });
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole("button", { name: "Resources of Increase physical activity: Walk 4,500 steps a day" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Resources" });
    expect(within(dialog).getByText(/version 2 · earlier:/)).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Download Walking guide version 1" }));
    await waitFor(() => expect(opened).toEqual(["http://store.test/signed"]));
    const signed = fake.calls.filter((c) => c.path === R.resourceSignedUrl.path).map((c) => c.url.searchParams);
    expect(signed.map((q) => [q.get("files"), q.get("version"), q.get("resource_version")])).toEqual([
      [JSON.stringify([RESOURCE_ID]), "2", "1"],
    ]);

    const file = new File(["Walk after lunch."], "walk-plan.txt", { type: "text/plain" });
    await user.click(within(dialog).getByRole("button", { name: "Replace Walking guide" }));
    await user.upload(within(dialog).getByLabelText("Replacement file"), file);
    await waitFor(() => expect(storePosts).toHaveLength(1));
    const replaces = fake.calls.filter((c) => c.method === "PUT" && c.path === R.replaceResource.path);
    expect(replaces.map((c) => JSON.parse(c.body ?? "null") as unknown)).toEqual([
      {
        senior_id: SENIOR_ID,
        version: 2,
        resource_id: RESOURCE_ID,
        file: { name: "walk-plan.txt", content_type: "text/plain", size: 17 },
      },
    ]);
    const posted = storePosts[0] as FormData;
    expect([...posted.keys()]).toEqual(["key", "Policy", "file"]);
    expect((posted.get("file") as File).name).toBe("walk-plan.txt");
  });

  it("auto-saves the edited text when portal_auto_save_timeout runs out: 'Auto Saved Successfully!'", async () => {
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...api(),
      // A short timer so the test waits briefly; the production value comes from the same key.
      [`GET ${authRoutes.clientConfiguration.path}`]: () => envelope({ portal_auto_save_timeout: 200 }),
      [`POST ${R.saveWellnessPlan.path}`]: () => envelope(plan(3, "Walking daily")),
    });
    const situation = await screen.findByRole("textbox", { name: "Situation" });
    // One change (typing key by key on a busy machine may pause longer than the timer, which is an auto-save too).
    fireEvent.change(situation, { target: { value: "Walking daily" } });

    expect(await screen.findByText("Auto Saved Successfully!")).toBeTruthy();
    const saves = bodiesOf(fake.calls, R.saveWellnessPlan.path) as {
      current_version: number;
      wellness_plan_details: { situation: string };
    }[];
    expect(saves.map((b) => [b.current_version, b.wellness_plan_details.situation])).toEqual([[2, "Walking daily"]]);
  });

  it("warns at logout while the plan holds unsaved changes", async () => {
    renderApp(PATH, sessionFor(["CareAgent"]), api());
    const user = userEvent.setup({ delay: null });
    const situation = await screen.findByRole("textbox", { name: "Situation" });
    await user.type(situation, " again");
    await user.click(screen.getByRole("button", { name: "Account menu" }));
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText("Changes that you made are not saved. Please save the form before logging out."),
    ).toBeTruthy();
  });

  it("saves the plan text as the next version with the coach, the SBAR sections and the lists renumbered", async () => {
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...api(),
      [`POST ${R.saveWellnessPlan.path}`]: () => envelope(plan(3, "Recovering well")),
    });
    const user = userEvent.setup({ delay: null });
    const situation = await screen.findByRole("textbox", { name: "Situation" });
    expect((situation as HTMLInputElement).value).toBe("Recovering from a fall");
    await user.clear(situation);
    await user.type(situation, "  Recovering well ");
    await user.click(screen.getByRole("button", { name: "Add Challenge" }));
    await user.type(screen.getByRole("textbox", { name: "Challenge 1" }), "Stairs");
    await choose(screen.getByRole("combobox", { name: "Wellness Coach" }), "Morgan Coach");
    expect(screen.queryByRole("option", { name: "Idle Agent" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));

    await screen.findByText("Wellness Plan has been successfully saved.");
    expect(bodiesOf(fake.calls, R.saveWellnessPlan.path)).toEqual([
      {
        customer_id: SENIOR_ID,
        careagent_id: COACH_ID,
        current_version: 2,
        wellness_plan_details: {
          situation: "Recovering well",
          background: "Lives alone",
          assessment: null,
          recommendations: null,
          member_priorities: [{ seq: 1, value: "Stay at home" }],
          challenges: [{ seq: 1, value: "Stairs" }],
        },
      },
    ]);
  });

  it("Save Goal sends only the new row: not_started as in_progress, progress 10; the saved row stays out", async () => {
    const { fake } = renderApp(PATH, sessionFor(["CareAgent"]), {
      ...api(),
      [`POST ${R.saveGoals.path}`]: () =>
        envelope({
          current_version: 3,
          goals: [
            WALK_GOAL,
            {
              ...WALK_GOAL,
              id: "00000000-0000-4000-8000-000000000011",
              goal_action_id: "00000000-0000-4000-8000-000000000011",
              action: "Join an exercise class",
              progress: 10,
              percentage: 10,
              notes: null,
              start_date: null,
              target_date: null,
            },
          ],
        }),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByText("Goals", { selector: "h3" });
    const table = screen.getByRole("table", { name: "Goals" });
    await waitFor(() => expect(within(table).getAllByTestId("goal-row")).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Save Goal" }).hasAttribute("disabled")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Add Goal" }));
    const rows = within(table).getAllByTestId("goal-row");
    expect(rows).toHaveLength(2);
    // The blank row is on top, Not Started, progress 0.
    const top = rows[0] as HTMLElement;
    expect(within(top).getByRole("combobox", { name: "Status" }).textContent).toBe("Not Started");
    expect((within(top).getByRole("spinbutton", { name: "Progress" }) as HTMLInputElement).value).toBe("0");

    // Saving with the goal missing marks the row, sends nothing.
    await user.type(within(top).getByRole("textbox", { name: "Notes" }), "Tuesdays");
    await user.click(screen.getByRole("button", { name: "Save Goal" }));
    expect(within(top).getAllByText("Required Field")).toHaveLength(2);
    expect(bodiesOf(fake.calls, R.saveGoals.path)).toEqual([]);

    await choose(within(top).getByRole("combobox", { name: "Goal" }), "Increase physical activity");
    // The walk action is the other row's: only the free one is offered.
    fireEvent.mouseDown(within(top).getByRole("combobox", { name: "Action" }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Join an exercise class"]);
    fireEvent.click(screen.getByRole("option", { name: "Join an exercise class" }));
    await user.click(screen.getByRole("button", { name: "Save Goal" }));

    await screen.findByText("Wellness Plan has been successfully saved.");
    expect(bodiesOf(fake.calls, R.saveGoals.path)).toEqual([
      {
        customer_id: `senior-${SENIOR_ID}`,
        role: "senior",
        last_updated_date: expect.any(String) as unknown,
        current_version: 2,
        goal_actions: [
          {
            goal: "Increase physical activity",
            action: "Join an exercise class",
            status: "in_progress",
            progress: 10,
            start_date: null,
            target_date: null,
            notes: "Tuesdays",
          },
        ],
      },
    ]);
    // The table now holds the saved rows, newest first.
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole("combobox", { name: "Action" })
          .map((c) => c.textContent),
      ).toEqual(["Join an exercise class", "Walk 4,500 steps a day"]),
    );
  });

  it("opens an older version read-only: no Save, no Add Goal, fields disabled, goals as text", async () => {
    const { fake } = renderApp(PATH, sessionFor(["Admin"]), api());
    await screen.findByRole("textbox", { name: "Situation" });
    expect(screen.getByRole("combobox", { name: "Version" }).textContent).toBe("Version 2 (latest)");

    await choose(screen.getByRole("combobox", { name: "Version" }), "Version 1");
    await screen.findByText("This is not the latest version of the wellness plan: it is read-only.");
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Situation" }) as HTMLInputElement).value).toBe("First draft"),
    );
    expect(screen.getByRole("textbox", { name: "Situation" }).hasAttribute("disabled")).toBe(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Goal" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save Goal" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add Challenge" })).toBeNull();
    expect(screen.getByRole("combobox", { name: "Wellness Coach" }).getAttribute("aria-disabled")).toBe("true");
    expect(within(screen.getByRole("table", { name: "Goals" })).getByText("No Records")).toBeTruthy();
    const asked = fake.calls
      .filter((c) => c.path === R.getWellnessPlan.path)
      .map((c) => c.url.searchParams.get("version"));
    expect(asked).toContain("1");

    await choose(screen.getByRole("combobox", { name: "Version" }), "Version 2 (latest)");
    await waitFor(() => expect(screen.getByRole("button", { name: "Save" })).toBeTruthy());
    expect((screen.getByRole("textbox", { name: "Situation" }) as HTMLInputElement).value).toBe(
      "Recovering from a fall",
    );
  });

  it("shows the 409 'plan changed' answer with a reload, keeping the user's text until they reload", async () => {
    renderApp(PATH, sessionFor(["CareAgent"]), {
      ...api(),
      [`POST ${R.saveWellnessPlan.path}`]: () =>
        json(409, {
          application_code: 409,
          message: "The wellness plan was changed by someone else since you opened it. Reload the plan and save again.",
          data: null,
          error: { code: "CONFLICT" },
        }),
    });
    const user = userEvent.setup({ delay: null });
    const situation = await screen.findByRole("textbox", { name: "Situation" });
    await user.clear(situation);
    await user.type(situation, "My edit");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const alert = await screen.findByText(/The wellness plan was changed by someone else since you opened it/);
    expect(alert.textContent).toContain("Your changes stay on screen until you reload");
    expect((screen.getByRole("textbox", { name: "Situation" }) as HTMLInputElement).value).toBe("My edit");
    expect(screen.queryByText("Wellness Plan has been successfully saved.")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Reload" }));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Situation" }) as HTMLInputElement).value).toBe(
        "Recovering from a fall",
      ),
    );
    expect(screen.queryByText(/changed by someone else/)).toBeNull();
  });
});
