import { describe, expect, it } from "vitest";
import { createActiveStaffCheck } from "./active-staff.js";

/** A staff table of one column, counting the questions asked of it. */
function fakeStaff(rows: Record<string, boolean>): { asked: string[]; prisma: never } {
  const asked: string[] = [];
  const prisma = {
    staffUser: {
      findUnique: async ({ where }: { where: { id: string } }) => {
        asked.push(where.id);
        return where.id in rows ? { isActive: rows[where.id] } : null;
      },
    },
  };
  return { asked, prisma: prisma as never };
}

describe("createActiveStaffCheck", () => {
  it("asks once per period for an active account, then again once the period is over", async () => {
    let clock = 1_000;
    const staff = fakeStaff({ ann: true });
    const isActive = createActiveStaffCheck(staff.prisma, 30_000, () => clock);
    expect(await isActive("ann")).toBe(true);
    clock += 29_999;
    expect(await isActive("ann")).toBe(true);
    expect(staff.asked).toEqual(["ann"]);
    clock += 1;
    expect(await isActive("ann")).toBe(true);
    expect(staff.asked).toEqual(["ann", "ann"]);
  });

  it("refuses a disabled or unknown account and asks again every time, so enabling works at once", async () => {
    const rows: Record<string, boolean> = { bob: false };
    const staff = fakeStaff(rows);
    const isActive = createActiveStaffCheck(staff.prisma, 30_000, () => 0);
    expect(await isActive("bob")).toBe(false);
    expect(await isActive("nobody")).toBe(false);
    rows.bob = true;
    expect(await isActive("bob")).toBe(true);
    expect(staff.asked).toEqual(["bob", "nobody", "bob"]);
  });

  it("notices an account disabled meanwhile once its period is over", async () => {
    let clock = 0;
    const rows: Record<string, boolean> = { cy: true };
    const isActive = createActiveStaffCheck(fakeStaff(rows).prisma, 30_000, () => clock);
    expect(await isActive("cy")).toBe(true);
    rows.cy = false;
    clock = 30_000;
    expect(await isActive("cy")).toBe(false);
  });
});
