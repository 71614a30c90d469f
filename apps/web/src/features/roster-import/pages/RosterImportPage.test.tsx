import { rosterImportRoutes as R, RosterDryRunSchema, RosterImportSchema } from "@care/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { envelope, json } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const IMPORT_ID = "6f1c1c52-8f55-4c55-9a34-0e0f8c6d7a01";
const ROW_ERROR = { line: 3, member_id: "200302", column: "email", message: "Invalid email address" };
const file = (): File => new File(["member_id\r\n"], "roster.csv", { type: "text/csv" });

const imported = (state: "running" | "done", processed: number) =>
  RosterImportSchema.parse({
    import_id: IMPORT_ID,
    state,
    file_name: "roster.csv",
    rows: 3,
    total: 2,
    processed,
    created: processed,
    updated: 0,
    unchanged: 0,
    errors: [ROW_ERROR],
    started_at: "2026-12-07T20:00:00.000Z",
    finished_at: state === "done" ? "2026-12-07T20:00:02.000Z" : null,
    failure: null,
  });

describe("Roster Import", () => {
  it("checks the chosen file, shows its row errors, imports the rest and shows the result", async () => {
    const sent: FormData[] = [];
    let polls = 0;
    renderApp("/roster-import", sessionFor(["Admin"]), {
      [`POST ${R.dryRun.path}`]: ({ init }) => {
        sent.push(init.body as FormData);
        return envelope(
          RosterDryRunSchema.parse({
            rows: 3,
            valid: 2,
            to_create: 2,
            to_update: 0,
            unchanged: 0,
            errors: [ROW_ERROR],
          }),
        );
      },
      [`POST ${R.start.path}`]: ({ init }) => {
        sent.push(init.body as FormData);
        return envelope({ ...imported("running", 0), state: "queued" });
      },
      [`GET /api/roster-import/imports/${IMPORT_ID}`]: () =>
        envelope(polls++ === 0 ? imported("running", 1) : imported("done", 2)),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole("heading", { level: 1, name: "Roster Import" });
    expect(screen.getByRole("button", { name: "Check File" }).hasAttribute("disabled")).toBe(true);
    await user.upload(screen.getByLabelText("CSV file"), file());
    expect(screen.getByTestId("roster-file-name").textContent).toBe("roster.csv");
    await user.click(screen.getByRole("button", { name: "Check File" }));

    const checked = await screen.findByRole("region", { name: "Check result" });
    expect(within(checked).getByRole("alert").textContent).toBe(
      "3 rows: 2 ready to import (2 new, 0 changed, 0 unchanged), 1 with errors",
    );
    const cells = within(checked)
      .getAllByRole("row")
      .map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(cells).toEqual([
      ["Line", "Member ID", "Column", "Error"],
      ["3", "200302", "email", "Invalid email address"],
    ]);
    expect((sent[0]?.get("file") as File).name).toBe("roster.csv");

    await user.click(screen.getByRole("button", { name: "Import 2 Rows" }));
    const result = await screen.findByRole("region", { name: "Import" });
    // The first answer of the status route: the job is half way.
    await within(result).findByText("Importing: 1 of 2 rows");
    expect(within(result).getByRole("progressbar", { name: "Import progress" }).getAttribute("aria-valuenow")).toBe(
      "50",
    );
    await within(result).findByText("Import finished: 2 of 2 rows", undefined, { timeout: 5000 });
    expect(within(result).getByRole("alert").textContent).toBe("2 created, 0 updated, 0 unchanged; 1 row left out");
    expect(within(result).getByRole("progressbar", { name: "Import progress" }).getAttribute("aria-valuenow")).toBe(
      "100",
    );
    expect((sent[1]?.get("file") as File).name).toBe("roster.csv");
  });

  it("shows why the API refused the file", async () => {
    renderApp("/roster-import", sessionFor(["FACILITY_AGENT"]), {
      [`POST ${R.dryRun.path}`]: () =>
        json(400, {
          application_code: 400,
          message: "The file has more than 1000 rows",
          data: null,
          error: { code: "VALIDATION", fields: [{ field: "file", reason: "The file has more than 1000 rows" }] },
        }),
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByText(/Members are added as residents of your facility\./);
    await user.upload(screen.getByLabelText("CSV file"), file());
    await user.click(screen.getByRole("button", { name: "Check File" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The file has more than 1000 rows");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
