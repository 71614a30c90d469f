import { beforeAll, describe, expect, it } from "vitest";
import type { Senior } from "@care/db";
import { ago, devicePost as post, INGEST_PATHS as PATHS } from "../../support/ingest-client.js";
import { setupHarness } from "../../support/suite-harness.js";
import { pickSeniors, ref, setupSeniors } from "../seniors.js";

const DEVICE = "/api/users/medical-device";
// Valid IMEIs (Luhn check digit last), written out.
const NEW_WATCH = "358209119990013";
const SPARE_WATCH = "358209119990021";
const BAD_CHECK_DIGIT = "358209119990014";

const h = setupHarness();
const s = setupSeniors(h);
/** A second member coached by agent@demo.care. */
let other: Senior;

beforeAll(async () => {
  other = (await pickSeniors(h, 1)).assigned;
  // The member starts without a home radius (the seed gives one).
  await h.prisma.senior.update({ where: { id: s.assigned.id }, data: { homeRadiusValue: null, homeRadiusUnit: null } });
});

const openLinks = (seniorId: string) =>
  h.prisma.deviceAssignment.findMany({ where: { seniorId, unlinkedAt: null }, include: { device: true } });

describe("PUT /api/users/medical-device (link)", () => {
  it("refuses a watch until the home radius is set, then links it in place of the member's old watch", async () => {
    const link = {
      senior_id: s.assigned.id,
      device_type: "watch",
      device_serial: NEW_WATCH,
      install_date: "2026-11-20",
    };
    const early = await h.as("agent").put(DEVICE, link);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      "Medical Device is in violation of the following constraint: Please set the radius before linking the watch.",
    );

    const oldWatch = (await openLinks(s.assigned.id)).find((l) => l.device.type === "watch");
    expect(oldWatch).toBeDefined();
    const radius = await h.as("agent").put("/api/users/senior/basic-info", {
      senior_id: s.assigned.id,
      radius: { value: 0.5, radius_measurement: "mile" },
    });
    expect(radius.status).toBe(200);

    const res = await h.as("agent").put(DEVICE, link);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Device has been saved successfully.");
    expect(res.body.data).toMatchObject({
      senior_id: s.assigned.id,
      account_id: s.assigned.accountId,
      device_serial: NEW_WATCH,
      device_type: "watch",
      vendor: "Navigil",
      install_date: "2026-11-20",
      timezone: s.assigned.timezone,
      watch_status: "offline",
      last_ingestion_date: null,
    });
    const watches = (await openLinks(s.assigned.id)).filter((l) => l.device.type === "watch");
    expect(watches.map((l) => l.device.uniqueIdentifier)).toEqual([NEW_WATCH]);
    // The old watch's link is closed, not deleted: it stays in the device history.
    const closed = await h.prisma.deviceAssignment.findUniqueOrThrow({ where: { id: oldWatch?.id ?? "" } });
    expect(closed.unlinkedAt).not.toBeNull();
    expect(closed.unlinkedById).toBe(h.user("agent").id);
  });

  it("makes the linked watch's signed readings this member's", async () => {
    const device = await h.prisma.device.findUniqueOrThrow({ where: { uniqueIdentifier: NEW_WATCH } });
    const upload = await post(
      h.app,
      PATHS.watch,
      { id: device.id, uid: NEW_WATCH, secret: device.secret },
      { events: [{ type: "heart_rate", ts: ago(3), bpm: 77 }] },
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const readings = await h.prisma.reading.findMany({
      where: { seniorId: s.assigned.id, metric: "heart_rate", value: 77 },
    });
    expect(readings).toHaveLength(1);
  });

  it("answers 'Please Enter Valid IMEI Number' (400, device_serial) for a bad IMEI, and bad MACs/serials", async () => {
    for (const serial of [BAD_CHECK_DIGIT, "35820911999001", "35820911999001X"]) {
      const res = await h
        .as("agent")
        .put(DEVICE, { senior_id: s.assigned.id, device_type: "watch", device_serial: serial });
      expect(res.status, serial).toBe(400);
      expect(res.body.message).toBe("Please Enter Valid IMEI Number");
      expect(res.body.error?.fields).toEqual([
        { field: "body.device_serial", reason: "Please Enter Valid IMEI Number" },
      ]);
    }
    const mac = await h
      .as("agent")
      .put(DEVICE, { senior_id: s.assigned.id, device_type: "scale", device_serial: "00:24:e4" });
    expect(mac.body.message).toBe("Invalid Serial Number");
    const hub = await h
      .as("agent")
      .put(DEVICE, { senior_id: s.assigned.id, device_type: "withings_hub", device_serial: "WHB-1" });
    expect(hub.status).toBe(400);
    const type = await h
      .as("agent")
      .put(DEVICE, { senior_id: s.assigned.id, device_type: "toaster", device_serial: "1" });
    expect(type.body.error?.fields?.[0]).toEqual({ field: "body.device_type", reason: "Unknown device type" });
  });

  it("answers 409 'This device is currently assigned to another user'; force moves it and keeps the history", async () => {
    const scale = (await openLinks(other.id)).find((l) => l.device.type === "scale");
    if (!scale) throw new Error("the seed links a scale to every member");
    // Typed in upper case without colons: the same MAC.
    const typed = scale.device.uniqueIdentifier.replaceAll(":", "").toUpperCase();
    const body = { senior_id: s.assigned.id, device_type: "scale", device_serial: typed };
    const refused = await h.as("agent").put(DEVICE, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This device is currently assigned to another user");
    expect((await openLinks(other.id)).some((l) => l.id === scale.id)).toBe(true);

    const moved = await h.as("agent").put(DEVICE, { ...body, force: true });
    expect(moved.status, moved.raw.body).toBe(200);
    expect(moved.body.data.device_serial).toBe(scale.device.uniqueIdentifier);
    expect((await openLinks(other.id)).some((l) => l.device.type === "scale")).toBe(false);
    const history = await h.prisma.deviceAssignment.findMany({
      where: { deviceId: scale.deviceId },
      orderBy: { assignedAt: "asc" },
    });
    expect(history.map((a) => [a.seniorId, a.unlinkedAt === null])).toEqual([
      [other.id, false],
      [s.assigned.id, true],
    ]);
  });

  it("answers 'Conflict - device reset running.' (409) for a watch being reset", async () => {
    await h.as("agent").put(DEVICE, { senior_id: other.id, device_type: "watch", device_serial: SPARE_WATCH });
    await h.prisma.device.update({ where: { uniqueIdentifier: SPARE_WATCH }, data: { resetInProgress: true } });
    const res = await h.as("agent").put(DEVICE, {
      senior_id: s.assigned.id,
      device_type: "watch",
      device_serial: SPARE_WATCH,
      force: true,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Conflict - device reset running.");
  });

  it("is 404 to a facility agent for a senior outside their facility", async () => {
    const res = await h
      .as("facility")
      .put(DEVICE, { senior_id: s.outsider.id, device_type: "watch", device_serial: SPARE_WATCH });
    expect(res.status).toBe(404);
    expect((await h.as("facility").get(DEVICE, ref(s.outsider))).status).toBe(404);
  });
});

describe("PATCH /api/users/medical-device (sensitivity) and navigil registration", () => {
  it("answers 2046 'Device not reachable, please try later.' while the watch is offline, then updates it", async () => {
    const watch = await h.prisma.device.findUniqueOrThrow({ where: { uniqueIdentifier: NEW_WATCH } });
    await h.prisma.device.update({ where: { id: watch.id }, data: { online: false } });
    const body = { senior_id: s.assigned.id, device_id: watch.id, sensitivity_data: "high" };
    const offline = await h.as("warehouse").patch(DEVICE, body);
    expect(offline.status).toBe(503);
    expect(offline.body).toEqual({
      application_code: 2046,
      message: "Device not reachable, please try later.",
      data: null,
      error: { code: "UNAVAILABLE" },
    });
    const register = { serial_id: NEW_WATCH, device_type: "watch", ...ref(s.assigned) };
    const notRegistered = await h.as("warehouse").post("/api/users/vendor/navigil-registration", register);
    expect(notRegistered.body.application_code).toBe(2046);

    await h.prisma.device.update({ where: { id: watch.id }, data: { online: true } });
    const res = await h.as("warehouse").patch(DEVICE, body);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Device sensitivity has been updated successfully.");
    expect(res.body.data).toMatchObject({ sensitivity_data: "high", watch_status: "online" });

    const registered = await h.as("warehouse").post("/api/users/vendor/navigil-registration", register);
    expect(registered.status, registered.raw.body).toBe(200);
    expect(registered.body.data.device_serial).toBe(NEW_WATCH);
    const stored = await h.prisma.device.findUniqueOrThrow({ where: { id: watch.id } });
    expect(stored.navigilRegisteredAt?.toISOString()).toBe(registered.body.data.registered_at);
  });

  it("refuses an unknown sensitivity (400) and a device not linked to the senior (404)", async () => {
    const watch = await h.prisma.device.findUniqueOrThrow({ where: { uniqueIdentifier: NEW_WATCH } });
    const bad = await h
      .as("agent")
      .patch(DEVICE, { senior_id: s.assigned.id, device_id: watch.id, sensitivity_data: "max" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields?.[0]?.field).toBe("body.sensitivity_data");
    const elsewhere = await h
      .as("agent")
      .patch(DEVICE, { senior_id: other.id, device_id: watch.id, sensitivity_data: "low" });
    expect(elsewhere.status).toBe(404);
  });
});

describe("device lists and DELETE /api/users/medical-device", () => {
  it("lists the linked devices and their last sessions", async () => {
    const list = await h.as("bdm").get(DEVICE, ref(s.assigned));
    expect(list.status).toBe(200);
    expect(list.body.data.devices.map((d: { device_type: string }) => d.device_type).sort()).toEqual([
      "scale",
      "sleep",
      "watch",
      "withings_hub",
    ]);
    const sessions = await h.as("bdm").get(`${DEVICE}/last-session`, { ...ref(s.assigned), device_type: "watch" });
    expect(sessions.status).toBe(200);
    expect(sessions.body.data.sessions).toHaveLength(1);
    expect(sessions.body.data.sessions[0].device_serial).toBe(NEW_WATCH);
    expect(sessions.body.data.sessions[0].last_ingestion_date).not.toBeNull();
  });

  it("unlinks ('Device has been deleted successfully.'), keeps the row as history, and 404s the second time", async () => {
    const watch = await h.prisma.device.findUniqueOrThrow({ where: { uniqueIdentifier: NEW_WATCH } });
    const res = await h.as("agent").delete(DEVICE, { senior_id: s.assigned.id, device_id: watch.id });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.message).toBe("Device has been deleted successfully.");
    const rows = await h.prisma.deviceAssignment.findMany({ where: { deviceId: watch.id } });
    expect(rows.map((r) => [r.seniorId, r.unlinkedAt !== null, r.unlinkedById])).toEqual([
      [s.assigned.id, true, h.user("agent").id],
    ]);
    const again = await h.as("agent").delete(DEVICE, { senior_id: s.assigned.id, device_id: watch.id });
    expect(again.status).toBe(404);
    const malformed = await h.as("agent").delete(DEVICE, { senior_id: s.assigned.id, device_id: "x" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.fields?.[0]?.field).toBe("query.device_id");
  });
});
