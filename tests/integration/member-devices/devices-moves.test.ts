import { beforeAll, describe, expect, it } from "vitest";
import type { Senior } from "@care/db";
import { auditRowOf } from "../../support/harness.js";
import { setupHarness } from "../../support/suite-harness.js";

// Issue 25 item 2: a device moves only off a member the caller may write. Forcing a move ("force": true, the
// warning dialog's confirmation) closes the current owner's link, after which that owner's SOS and falls land on
// the new member: it needs write access to the owner too (scope + care relationship, break-glass included), or the
// WarehouseEmployee/Admin role. The texts and codes are written out: the portal shows them.

const DEVICE = "/api/users/medical-device";
const IN_USE = {
  application_code: 409,
  message: "This device is currently assigned to another user",
  data: null,
  error: { code: "CONFLICT" },
};
const MOVE_FORBIDDEN = {
  application_code: 403,
  message: "This device is in use by a member you may not change. A warehouse employee or an admin can move it.",
  data: null,
  error: { code: "FORBIDDEN" },
};
const BREAK_GLASS_HEADER = "x-break-glass-reason";
const REASON = "Replacing the broken watch of a member on leave";

const h = setupHarness();

/** Two residents of facility@demo.care's facility (A), two of another facility (B), coached or not by agent@. */
let residentA1: Senior;
let residentA2: Senior;
let residentB1: Senior;
let residentB2: Senior;
let residentB3: Senior;
/** Coached by agent@demo.care, and one agent@demo.care does not coach. */
let coached: Senior;
let notCoached: Senior;

const coachedBy = (staffUserId: string) => ({
  careAgentAssignments: { some: { staffUserId, unassignedAt: null } },
});

beforeAll(async () => {
  const facilityA = h.user("facility").facilityId;
  if (!facilityA) throw new Error("facility@demo.care has no facility in the seed");
  const agentId = h.user("agent").id;
  [residentA1, residentA2] = (await h.prisma.senior.findMany({
    where: { facilityId: facilityA },
    orderBy: { memberId: "asc" },
    take: 2,
  })) as [Senior, Senior];
  [residentB1, residentB2, residentB3] = (await h.prisma.senior.findMany({
    where: { AND: [{ facilityId: { not: null } }, { facilityId: { not: facilityA } }], NOT: coachedBy(agentId) },
    orderBy: { memberId: "asc" },
    take: 3,
  })) as [Senior, Senior, Senior];
  coached = await h.prisma.senior.findFirstOrThrow({ where: coachedBy(agentId), orderBy: { memberId: "asc" } });
  notCoached = await h.prisma.senior.findFirstOrThrow({
    where: { NOT: coachedBy(agentId), facilityId: null },
    orderBy: { memberId: "asc" },
  });
  expect(residentB3).toBeDefined();
  expect(residentB1.facilityId).not.toBe(facilityA);
});

/** The serial of the watch the seed linked to a member (open link), with its link id. */
async function watchOf(senior: Senior): Promise<{ serial: string; deviceId: string; linkId: string }> {
  const link = await h.prisma.deviceAssignment.findFirstOrThrow({
    where: { seniorId: senior.id, unlinkedAt: null, device: { type: "watch" } },
    include: { device: true },
  });
  return { serial: link.device.uniqueIdentifier, deviceId: link.deviceId, linkId: link.id };
}

/** Who the device is linked to now (its open link's member), or null. */
async function ownerOf(deviceId: string): Promise<string | null> {
  const open = await h.prisma.deviceAssignment.findMany({ where: { deviceId, unlinkedAt: null } });
  expect(open.length).toBeLessThanOrEqual(1);
  return open[0]?.seniorId ?? null;
}

const moveBody = (to: Senior, serial: string, force: boolean) => ({
  senior_id: to.id,
  device_type: "watch",
  device_serial: serial,
  force,
});

describe("PUT /api/users/medical-device with force", () => {
  it("refuses a facility agent a watch of another facility's resident: 409 says 'in use' only, force is 403", async () => {
    const watch = await watchOf(residentB1);
    const asked = await h.as("facility").put(DEVICE, moveBody(residentA1, watch.serial, false));
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual(IN_USE);
    // Nothing about the owner: not their ids, member id, name or facility.
    for (const secret of [
      residentB1.id,
      residentB1.accountId,
      String(residentB1.memberId),
      residentB1.firstName,
      residentB1.lastName,
      String(residentB1.facilityId),
    ]) {
      expect(asked.raw.body).not.toContain(secret);
    }

    const forced = await h.as("facility").put(DEVICE, moveBody(residentA1, watch.serial, true));
    expect(forced.status, forced.raw.body).toBe(403);
    expect(forced.body).toEqual(MOVE_FORBIDDEN);
    expect(forced.raw.body).not.toContain(residentB1.id);
    // The link is as it was: still the other facility's resident's, and still the same row.
    expect(await ownerOf(watch.deviceId)).toBe(residentB1.id);
    const link = await h.prisma.deviceAssignment.findUniqueOrThrow({ where: { id: watch.linkId } });
    expect(link.unlinkedAt).toBeNull();
    // The resident of the agent's own facility kept their own watch.
    expect((await watchOf(residentA1)).serial).not.toBe(watch.serial);
    expect(await auditRowOf(h, forced)).toMatchObject({ statusCode: 403, actorId: h.user("facility").id });
  });

  it("lets a facility agent move a watch between two residents of their own facility", async () => {
    const watch = await watchOf(residentA2);
    const moved = await h.as("facility").put(DEVICE, moveBody(residentA1, watch.serial, true));
    expect(moved.status, moved.raw.body).toBe(200);
    expect(await ownerOf(watch.deviceId)).toBe(residentA1.id);
  });

  it("asks a care agent for a break-glass reason to move a watch off a member they do not coach", async () => {
    const watch = await watchOf(notCoached);
    const refused = await h.as("agent").put(DEVICE, moveBody(coached, watch.serial, true));
    expect(refused.status, refused.raw.body).toBe(403);
    expect(refused.body).toEqual({
      application_code: 4031,
      message: "This senior is not assigned to you. Give a reason for this break-glass access to continue.",
      data: null,
      error: { code: "FORBIDDEN", fields: [{ field: `headers.${BREAK_GLASS_HEADER}`, reason: "Required Field" }] },
    });
    expect(await ownerOf(watch.deviceId)).toBe(notCoached.id);

    const moved = await h
      .as("agent")
      .put(DEVICE, moveBody(coached, watch.serial, true), { headers: { [BREAK_GLASS_HEADER]: REASON } });
    expect(moved.status, moved.raw.body).toBe(200);
    expect(moved.body.data).toMatchObject({ senior_id: coached.id, device_serial: watch.serial });
    expect(await ownerOf(watch.deviceId)).toBe(coached.id);
    const closed = await h.prisma.deviceAssignment.findUniqueOrThrow({ where: { id: watch.linkId } });
    expect(closed.unlinkedById).toBe(h.user("agent").id);
    expect(await auditRowOf(h, moved)).toMatchObject({
      actorId: h.user("agent").id,
      statusCode: 200,
      breakGlassReason: REASON,
    });
  });

  it("lets a warehouse employee and an admin move a watch off anyone", async () => {
    const first = await watchOf(residentB2);
    const byWarehouse = await h.as("warehouse").put(DEVICE, moveBody(residentA2, first.serial, true));
    expect(byWarehouse.status, byWarehouse.raw.body).toBe(200);
    expect(await ownerOf(first.deviceId)).toBe(residentA2.id);

    const second = await watchOf(residentB3);
    const byAdmin = await h.as("admin").put(DEVICE, moveBody(notCoached, second.serial, true));
    expect(byAdmin.status, byAdmin.raw.body).toBe(200);
    expect(await ownerOf(second.deviceId)).toBe(notCoached.id);
  });
});
