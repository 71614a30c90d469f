import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../support/harness.js";

// Announcements: the admins' list and edits, and the banner's read. The demo data has none. Windows are whole days
// around now, so no assertion depends on how long the test takes.
const LIST = "/api/users/announcements";
const ONE = "/api/users/announcement";
const ACTIVE = "/api/users/announcement/active";
const DAY = 86_400_000;
const at = (days: number): string => new Date(Date.now() + days * DAY).toISOString();

describe("announcements", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it("shows nobody a banner while there is no announcement", async () => {
    const res = await h.as("agent").get(ACTIVE);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toEqual({ announcement: null });
  });

  it("creates an announcement for care agents, shown to them only, while its window is open", async () => {
    const created = await h.as("admin").post(ONE, {
      title: " Maintenance tonight ",
      message: "The portal is down from 11 PM to midnight.",
      roles: ["CareAgent"],
      from: at(-1),
      to: at(1),
    });
    expect(created.status, created.raw.body).toBe(200);
    expect(created.body.message).toBe("Saved Successfully");
    expect(created.body.data).toMatchObject({
      title: "Maintenance tonight",
      message: "The portal is down from 11 PM to midnight.",
      roles: ["CareAgent"],
      state: "active",
      created_by: h.user("admin").id,
    });
    const id = created.body.data.id as string;

    for (const role of ["agent", "mfa"] as const) {
      const res = await h.as(role).get(ACTIVE);
      expect(res.body.data.announcement).toEqual({
        id,
        title: "Maintenance tonight",
        message: "The portal is down from 11 PM to midnight.",
        to: created.body.data.to,
      });
    }
    for (const role of ["admin", "facility", "bdm", "warehouse"] as const) {
      expect((await h.as(role).get(ACTIVE)).body.data.announcement, role).toBeNull();
    }
  });

  it("lists scheduled, active and expired announcements, latest start first, and pages", async () => {
    await h.as("wellness").post(ONE, {
      title: "Holiday hours",
      message: "Reduced staffing next week.",
      roles: ["CareAgent", "FACILITY_AGENT"],
      from: at(5),
      to: null,
    });
    await h.as("wellness").post(ONE, {
      title: "Old news",
      message: "Last month's upgrade is done.",
      roles: ["Admin"],
      from: at(-30),
      to: at(-20),
    });
    const res = await h.as("admin").get(LIST);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data).toMatchObject({ total: 3, next_offset: -1 });
    expect(res.body.data.items.map((a: { title: string; state: string }) => [a.title, a.state])).toEqual([
      ["Holiday hours", "scheduled"],
      ["Maintenance tonight", "active"],
      ["Old news", "expired"],
    ]);
    const page = await h.as("admin").get(LIST, { limit: 2 });
    expect(page.body.data).toMatchObject({ total: 3, next_offset: 2 });
    // Scheduled and expired ones are no banner.
    expect((await h.as("facility").get(ACTIVE)).body.data.announcement).toBeNull();
    expect((await h.as("admin").get(ACTIVE)).body.data.announcement).toBeNull();
  });

  it("edits the text, roles and window, then removes the announcement", async () => {
    const [row] = (await h.as("admin").get(LIST)).body.data.items.filter(
      (a: { title: string }) => a.title === "Holiday hours",
    );
    const edited = await h.as("admin").put(ONE, {
      announcement_id: row.id,
      title: "Holiday hours",
      message: "Reduced staffing this week.",
      roles: ["FACILITY_AGENT", "BDM"],
      from: at(-1),
      to: at(2),
    });
    expect(edited.status, edited.raw.body).toBe(200);
    expect(edited.body.data).toMatchObject({ state: "active", roles: ["FACILITY_AGENT", "BDM"] });
    expect((await h.as("facility").get(ACTIVE)).body.data.announcement).toMatchObject({
      title: "Holiday hours",
      message: "Reduced staffing this week.",
    });
    expect((await h.as("bdm").get(ACTIVE)).body.data.announcement?.id).toBe(row.id);

    const removed = await h.as("wellness").delete(ONE, { announcement_id: row.id });
    expect(removed.status, removed.raw.body).toBe(200);
    expect(removed.body.message).toBe("Announcement deleted successfully.");
    expect((await h.as("facility").get(ACTIVE)).body.data.announcement).toBeNull();
    expect((await h.as("admin").delete(ONE, { announcement_id: row.id })).status).toBe(404);
    const missing = await h.as("admin").put(ONE, { ...edited.body.data, announcement_id: row.id });
    expect(missing.status).toBe(404);
  });

  it("refuses a window that ends before it starts, no role, and blank texts", async () => {
    const res = await h.as("admin").post(ONE, { title: "", message: " ", roles: [], from: at(2), to: at(1) });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual(
      expect.arrayContaining([
        { field: "body.title", reason: "Required Field" },
        { field: "body.message", reason: "Required Field" },
        { field: "body.roles", reason: "Choose at least one role" },
      ]),
    );
    const window = await h
      .as("admin")
      .post(ONE, { title: "T", message: "M", roles: ["Admin"], from: at(2), to: at(1) });
    expect(window.status).toBe(400);
    expect(window.body.error?.fields).toEqual([{ field: "body.to", reason: "To date cannot be less than From date" }]);
    const badDate = await h
      .as("admin")
      .post(ONE, { title: "T", message: "M", roles: ["Admin"], from: "soon", to: null });
    expect(badDate.body.error?.fields).toEqual([{ field: "body.from", reason: "Invalid Date" }]);
  });

  it("lets only the administrators write; BDMs, care and facility agents get 403", async () => {
    for (const role of ["agent", "facility", "bdm", "warehouse"] as const) {
      expect((await h.as(role).get(LIST)).status, role).toBe(403);
      expect((await h.as(role).post(ONE, {})).status, role).toBe(403);
      expect((await h.as(role).put(ONE, {})).status, role).toBe(403);
      expect((await h.as(role).delete(ONE, { announcement_id: "00000000-0000-4000-8000-000000000001" })).status).toBe(
        403,
      );
    }
  });
});
