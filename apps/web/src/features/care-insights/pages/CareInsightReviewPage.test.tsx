import { careInsightRoutes } from "@care/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, hang, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const R = careInsightRoutes;
const id = (n: number): string => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;

function insight(n: number, type: "alert" | "summary", message: string) {
  return {
    care_insight_id: id(n),
    senior_id: id(90),
    account_id: id(91),
    facility_id: null,
    senior_name: `Senior ${n}`,
    insight_type: type,
    kind: type === "alert" ? "action" : "summary",
    status: "sent_for_approval",
    vital_type: type === "alert" ? "heart_rate" : null,
    message,
    original_message: null,
    range: type === "alert" ? "59.5-80.5 bpm" : null,
    range_map: { good_lower: null, good_upper: null },
    value: type === "alert" ? 185 : null,
    detail: null,
    created_by: null,
    updated_by: null,
    timestamp: "2026-02-01T10:00:00.000Z",
    updated_on: "2026-02-01T10:00:00.000Z",
  };
}

const QUEUE = [
  insight(1, "alert", "Heart Rate of 185 bpm is above the action threshold of 91 bpm."),
  insight(2, "summary", "Walked daily this week."),
  insight(3, "alert", "Heart Rate of 40 bpm is below the action threshold of 49 bpm."),
];

function routes(extra: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    "GET /api/supervision/alarms": hang,
    [`GET ${R.review.path}`]: () => envelope({ items: QUEUE, offset: -1, limit: 15, total: 3 }),
    ...extra,
  };
}

const bodies = (calls: { path: string; body: string | undefined }[], path: string): unknown[] =>
  calls.filter((c) => c.path === path).map((c) => JSON.parse(c.body ?? "null"));

const loaded = (): Promise<HTMLElement> => screen.findByText("Senior 1");
const rowOf = (name: string): HTMLElement => screen.getByText(name).closest("tr") as HTMLElement;

describe("Care Insight Review", () => {
  it("asks for 15 newest first and shows each item's senior, vital, value, range and message", async () => {
    const { fake } = renderApp("/portal-admin/care-insight-review", sessionFor(["Admin"]), routes());
    await loaded();
    const q = fake.calls.find((c) => c.path === R.review.path)?.url.searchParams;
    expect([q?.get("offset"), q?.get("limit")]).toEqual(["0", "15"]);
    const row = rowOf("Senior 1").textContent ?? "";
    for (const text of ["Alert", "Heart Rate", "185", "59.5-80.5 bpm", "above the action threshold of 91 bpm"]) {
      expect(row).toContain(text);
    }
  });

  it("approves an alert with the edited message, and a summary through its own call", async () => {
    const { fake } = renderApp(
      "/portal-admin/care-insight-review",
      sessionFor(["Admin_WellnessServices"]),
      routes({
        [`PUT ${R.approveWithEdit.path}`]: () => envelope(insight(1, "alert", "edited")),
        [`PUT ${R.approveSummary.path}`]: () => envelope(insight(2, "summary", "edited")),
      }),
    );
    const user = userEvent.setup({ delay: null });
    await loaded();
    await user.click(within(rowOf("Senior 1")).getByRole("button", { name: "Approve with Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve with Edit" });
    const box = within(dialog).getByLabelText(/Message/);
    await user.clear(box);
    await user.type(box, "  Heart rate was 185 bpm during a walk; we will call the family.  ");
    await user.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(bodies(fake.calls, R.approveWithEdit.path)).toEqual([
        { care_insight_id: id(1), message: "Heart rate was 185 bpm during a walk; we will call the family." },
      ]),
    );

    await user.click(within(rowOf("Senior 2")).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(bodies(fake.calls, R.approveSummary.path)).toEqual([{ care_insight_id: id(2) }]));
    expect(fake.calls.filter((c) => c.path === R.approve.path)).toEqual([]);
  });

  it("denies the selected items in one call after asking", async () => {
    const { fake } = renderApp(
      "/portal-admin/care-insight-review",
      sessionFor(["Admin"]),
      routes({
        [`PUT ${R.bulkDeny.path}`]: () => envelope({ updated: 2, care_insight_ids: [id(1), id(3)] }),
      }),
    );
    const user = userEvent.setup({ delay: null });
    await loaded();
    expect(screen.getByRole("button", { name: "Deny Selected (0)" }).hasAttribute("disabled")).toBe(true);
    await user.click(within(rowOf("Senior 1")).getByRole("checkbox"));
    await user.click(within(rowOf("Senior 3")).getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Deny Selected (2)" }));
    const confirm = await screen.findByRole("dialog", { name: "Deny selected?" });
    await user.click(within(confirm).getByRole("button", { name: "Deny" }));
    expect(await screen.findByText("2 care insights denied.")).toBeTruthy();
    expect(bodies(fake.calls, R.bulkDeny.path)).toEqual([{ care_insight_ids: [id(1), id(3)] }]);
    // The selection is forgotten once the denial went through.
    expect(await screen.findByRole("button", { name: "Deny Selected (0)" })).toBeTruthy();
  });
});
