import { auditRoutes } from "@care/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { envelope, type FakeHandler } from "../../../test/fake-fetch";
import { renderApp } from "../../../test/render-app";
import { sessionFor } from "../../../test/tokens";

const R = auditRoutes;
const SENIOR = "33333333-3333-4333-8333-333333333333";
const FILE = "audit-log-2026-12-07T20-15-00Z.csv";

const emptyPage: FakeHandler = () => envelope({ items: [], total: 0, offset: 0, last_evaluated_key: null });

/** Records what the portal saved: the link's file name and the bytes behind its object URL. */
function captureDownloads(): { name: string; text: Promise<string> }[] {
  const saved: { name: string; text: Promise<string> }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, "createObjectURL").mockImplementation((b: Blob | MediaSource) => {
    const href = `blob:portal.test/${blobs.size}`;
    blobs.set(href, b as Blob);
    return href;
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: blobs.get(this.href)?.text() ?? Promise.resolve("") });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the audit log's Export CSV", () => {
  it("downloads the export of the filters shown, with the session's token", async () => {
    const { fake } = renderApp(
      `/portal-admin/adminTools?actor=dana&outcome=failure&senior=${SENIOR}`,
      sessionFor(["Admin"]),
      {
        [`GET ${R.listAudit.path}`]: emptyPage,
        [`GET ${R.exportAudit.path}`]: () =>
          new Response("\uFEFFtime,actor\r\n", {
            status: 200,
            headers: {
              "content-type": "text/csv; charset=utf-8",
              "content-disposition": `attachment; filename="${FILE}"`,
            },
          }),
      },
    );
    // The download is a plain fetch (a file, not the envelope): answered by the same scripted API.
    vi.stubGlobal("fetch", fake.fetch);
    const saved = captureDownloads();
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(FILE);
    expect(await saved[0]?.text).toBe("\uFEFFtime,actor\r\n");
    const exports = fake.calls.filter((c) => c.path === R.exportAudit.path);
    expect(exports.map((c) => Object.fromEntries(c.url.searchParams))).toEqual([
      { actor_email: "dana", senior_id: SENIOR, outcome: "failure" },
    ]);
    expect(exports[0]?.headers.authorization).toBe("Bearer access-1");
  });

  it("says so when the export fails, and is not offered for a half-typed senior id", async () => {
    const { fake } = renderApp("/portal-admin/adminTools?kind=read", sessionFor(["Admin"]), {
      [`GET ${R.listAudit.path}`]: emptyPage,
      [`GET ${R.exportAudit.path}`]: () => envelope(null, 500, "Internal Server Error"),
    });
    vi.stubGlobal("fetch", fake.fetch);
    const saved = captureDownloads();
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Export failed. Please try again.")).toBeTruthy();
    expect(saved).toEqual([]);
    expect(fake.calls.filter((c) => c.path === R.exportAudit.path).map((c) => c.url.search)).toEqual(["?kind=read"]);

    await user.type(screen.getByLabelText("Senior id"), "3333");
    expect(screen.getByRole("button", { name: "Export CSV" }).hasAttribute("disabled")).toBe(true);
  });
});
