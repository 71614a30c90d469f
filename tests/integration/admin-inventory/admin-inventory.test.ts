import { describe, expect, it } from "vitest";
import { auditRowOf, type TestResponse } from "../../support/harness.js";
import { setupHarness } from "../../support/suite-harness.js";
import { setupSeniors } from "../seniors.js";

// The admin lists of issue 17 item 7: the device inventory, the medicine catalogue and the caregiver app's release
// notes. The seed has devices (four per member, all linked), medicines (the starting catalogue) and no releases.
const DEVICES = "/api/users/admin/devices";
const DEVICE = "/api/users/admin/device";
const DEVICE_STATUS = "/api/users/admin/device/status";
const MEDICINES = "/api/users/admin/medicines";
const MEDICINE = "/api/users/admin/medicine";
const MEDICINE_STATUS = "/api/users/admin/medicine/status";
const SEARCH = "/api/users/medicine";
const RELEASES = "/api/users/admin/app-releases";
const RELEASE = "/api/users/admin/app-release";
const PUBLISH = "/api/users/admin/app-release/publish";
const LINK = "/api/users/medical-device";

// Valid IMEIs (Luhn check digit last), written out.
const TECHUVA_1 = "356938030000013";
const TECHUVA_2 = "356938030000021";
const SPARE_WATCH = "356938030000039";
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000001";

const h = setupHarness();
const s = setupSeniors(h);

describe("device inventory", () => {
  it("registers devices of every type, normalising the identifier, and audits the write", async () => {
    const watch = await h.as("admin").post(DEVICE, {
      device_type: "techuva_watch",
      device_serial: ` ${TECHUVA_1} `,
      model: "Techuva T9",
      watch_phone_number: "(212) 555-0101",
    });
    expect(watch.status, watch.raw.body).toBe(200);
    expect(watch.body.message).toBe("Device registered successfully.");
    expect(watch.body.data).toMatchObject({
      unique_identifier: TECHUVA_1,
      device_type: "techuva_watch",
      vendor: "Techuva",
      model: "Techuva T9",
      status: "available",
      watch_status: "offline",
      watch_phone_number: "2125550101",
      last_seen: null,
      member: null,
      retired_at: null,
    });
    expect(await auditRowOf(h, watch)).toMatchObject({
      actorId: h.user("admin").id,
      method: "POST",
      route: DEVICE,
      statusCode: 200,
    });
    const stored = await h.prisma.device.findUniqueOrThrow({ where: { uniqueIdentifier: TECHUVA_1 } });
    expect(stored.registeredById).toBe(h.user("admin").id);
    expect(stored.secret).toMatch(/^[0-9a-f]{64}$/);

    const scale = await h.as("wellness").post(DEVICE, { device_type: "scale", device_serial: "00-24-E4-AA-BB-01" });
    expect(scale.status, scale.raw.body).toBe(200);
    expect(scale.body.data).toMatchObject({ unique_identifier: "00:24:e4:aa:bb:01", vendor: "Withings" });
    const second = await h.as("admin").post(DEVICE, { device_type: "techuva_watch", device_serial: TECHUVA_2 });
    expect(second.status, second.raw.body).toBe(200);
  });

  it("refuses an identifier already registered, in any spelling, and bad identifiers", async () => {
    const again = await h.as("admin").post(DEVICE, { device_type: "scale", device_serial: "00:24:e4:aa:bb:01" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This device is already registered");
    expect(again.body.error?.fields).toEqual([
      { field: "body.device_serial", reason: "This device is already registered" },
    ]);
    // A seeded watch (linked to a member) is registered too.
    const seeded = await h.prisma.device.findFirstOrThrow({ where: { type: "watch" } });
    const taken = await h.as("admin").post(DEVICE, { device_type: "watch", device_serial: seeded.uniqueIdentifier });
    expect(taken.status).toBe(409);

    const badImei = await h
      .as("admin")
      .post(DEVICE, { device_type: "techuva_watch", device_serial: "356938030000014" });
    expect(badImei.status).toBe(400);
    expect(badImei.body.message).toBe("Please Enter Valid IMEI Number");
    const badMac = await h.as("admin").post(DEVICE, { device_type: "sleep", device_serial: "zz:24:e4:aa:bb:01" });
    expect(badMac.body.message).toBe("Invalid Serial Number");
    const bad = await h
      .as("admin")
      .post(DEVICE, { device_type: "toaster", device_serial: "", watch_phone_number: "12345", model: "x".repeat(51) });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual(
      expect.arrayContaining([
        { field: "body.device_type", reason: "Unknown device type" },
        { field: "body.device_serial", reason: "Required Field" },
        { field: "body.watch_phone_number", reason: "Invalid Phone Number" },
        { field: "body.model", reason: "Maximum 50 characters allowed" },
      ]),
    );
  });

  it("lists newest registered first, filters by type, status, connectivity and identifier, and pages", async () => {
    const techuva = await h.as("admin").get(DEVICES, { device_type: "techuva_watch" });
    expect(techuva.status, techuva.raw.body).toBe(200);
    expect(techuva.body.data).toMatchObject({ total: 2, next_offset: -1 });
    expect(techuva.body.data.items.map((d: { unique_identifier: string }) => d.unique_identifier)).toEqual([
      TECHUVA_2,
      TECHUVA_1,
    ]);

    const first = await h.as("admin").get(DEVICES, { limit: 2 });
    expect(first.body.data.items.map((d: { unique_identifier: string }) => d.unique_identifier)).toEqual([
      TECHUVA_2,
      "00:24:e4:aa:bb:01",
    ]);
    expect(first.body.data.next_offset).toBe(2);
    const all = await h.prisma.device.count();
    expect(first.body.data.total).toBe(all);

    const available = await h.as("admin").get(DEVICES, { status: "available" });
    expect(available.body.data.total).toBe(3);
    const search = await h.as("admin").get(DEVICES, { search: "00:24:e4:aa" });
    expect(search.body.data.items.map((d: { unique_identifier: string }) => d.unique_identifier)).toEqual([
      "00:24:e4:aa:bb:01",
    ]);

    // A seeded member's watch: assigned, with the member.
    const linked = await h.prisma.deviceAssignment.findFirstOrThrow({
      where: { seniorId: s.assigned.id, unlinkedAt: null, device: { type: "watch" } },
      include: { device: true },
    });
    const one = await h.as("admin").get(DEVICES, { search: linked.device.uniqueIdentifier, status: "assigned" });
    expect(one.body.data.items).toHaveLength(1);
    expect(one.body.data.items[0]).toMatchObject({
      status: "assigned",
      member: {
        senior_id: s.assigned.id,
        account_id: s.assigned.accountId,
        member_id: s.assigned.memberId,
        name: `${s.assigned.firstName} ${s.assigned.lastName}`,
      },
      assigned_date: linked.assignedAt.toISOString(),
    });

    await h.prisma.device.update({ where: { uniqueIdentifier: TECHUVA_2 }, data: { online: true } });
    const online = await h.as("admin").get(DEVICES, { device_type: "techuva_watch", watch_status: "online" });
    expect(online.body.data.items.map((d: { unique_identifier: string }) => d.unique_identifier)).toEqual([TECHUVA_2]);

    const badSearch = await h.as("admin").get(DEVICES, { search: ":ab" });
    expect(badSearch.status).toBe(400);
    const badLimit = await h.as("admin").get(DEVICES, { limit: 101 });
    expect(badLimit.status).toBe(400);
  });

  it("retires a device nobody has (reason required), which then cannot be linked, and returns it to service", async () => {
    const device = await h.prisma.device.findUniqueOrThrow({ where: { uniqueIdentifier: TECHUVA_1 } });
    const noReason = await h.as("admin").put(DEVICE_STATUS, { device_id: device.id, retired: true, reason: " " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.fields).toEqual([
      { field: "body.reason", reason: "Give the reason for retiring the device" },
    ]);

    const retired = await h
      .as("admin")
      .put(DEVICE_STATUS, { device_id: device.id, retired: true, reason: "Screen cracked" });
    expect(retired.status, retired.raw.body).toBe(200);
    expect(retired.body.message).toBe("Device retired successfully.");
    expect(retired.body.data).toMatchObject({ status: "retired", retired_reason: "Screen cracked" });
    expect(await auditRowOf(h, retired)).toMatchObject({ entityType: "device", entityId: device.id, statusCode: 200 });

    // Retiring again keeps the first reason.
    const twice = await h.as("admin").put(DEVICE_STATUS, { device_id: device.id, retired: true, reason: "Lost" });
    expect(twice.body.data).toMatchObject({
      retired_reason: "Screen cracked",
      retired_at: retired.body.data.retired_at,
    });
    const listed = await h.as("admin").get(DEVICES, { status: "retired" });
    expect(listed.body.data.items.map((d: { device_id: string }) => d.device_id)).toEqual([device.id]);

    // The member Devices tab cannot link it (techuva watches are not linkable there; a retired Navigil watch is
    // the case that matters).
    const spare = await h.as("admin").post(DEVICE, { device_type: "watch", device_serial: SPARE_WATCH });
    await h.as("admin").put(DEVICE_STATUS, { device_id: spare.body.data.device_id, retired: true, reason: "Returned" });
    const link = await h.as("agent").put(LINK, {
      senior_id: s.assigned.id,
      device_type: "watch",
      device_serial: SPARE_WATCH,
    });
    expect(link.status).toBe(409);
    expect(link.body.message).toBe("This device has been retired and cannot be linked");

    const back = await h.as("wellness").put(DEVICE_STATUS, { device_id: device.id, retired: false });
    expect(back.status, back.raw.body).toBe(200);
    expect(back.body.message).toBe("Device returned to service.");
    expect(back.body.data).toMatchObject({ status: "available", retired_at: null, retired_reason: null });
  });

  it("refuses to retire a device linked to a member, and an unknown device", async () => {
    const linked = await h.prisma.deviceAssignment.findFirstOrThrow({
      where: { seniorId: s.resident.id, unlinkedAt: null, device: { type: "scale" } },
    });
    const res = await h.as("admin").put(DEVICE_STATUS, { device_id: linked.deviceId, retired: true, reason: "Old" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Unlink this device from ${s.resident.firstName} ${s.resident.lastName} (${s.resident.memberId}) before retiring it`,
    );
    expect((await h.prisma.device.findUniqueOrThrow({ where: { id: linked.deviceId } })).retiredAt).toBeNull();
    const unknown = await h.as("admin").put(DEVICE_STATUS, { device_id: UNKNOWN_ID, retired: true, reason: "x" });
    expect(unknown.status).toBe(404);
  });

  it("is the administrators' only: BDMs, warehouse employees, care and facility agents get 403", async () => {
    for (const role of ["agent", "facility", "bdm", "warehouse"] as const) {
      expect((await h.as(role).get(DEVICES)).status, role).toBe(403);
      expect((await h.as(role).post(DEVICE, {})).status, role).toBe(403);
      expect((await h.as(role).put(DEVICE_STATUS, {})).status, role).toBe(403);
    }
  });
});

describe("medicine catalogue", () => {
  const names = (res: TestResponse): string[] => res.body.data.items.map((m: { name: string }) => m.name);

  it("adds a medicine that the members' medication search then finds, and audits it", async () => {
    const before = await h.as("agent").get(SEARCH, { medicine: "Zorbaxil" });
    expect(before.body.data.medicines).toEqual([]);
    const created = await h.as("admin").post(MEDICINE, { name: " Zorbaxil 20 mg " });
    expect(created.status, created.raw.body).toBe(200);
    expect(created.body.message).toBe("Saved Successfully");
    expect(created.body.data).toMatchObject({ name: "Zorbaxil 20 mg", status: "active", retired_at: null });
    expect(await auditRowOf(h, created)).toMatchObject({ route: MEDICINE, method: "POST", statusCode: 200 });
    const found = await h.as("agent").get(SEARCH, { medicine: "zorbax" });
    expect(found.body.data.medicines).toEqual([{ medicine_id: created.body.data.medicine_id, name: "Zorbaxil 20 mg" }]);
  });

  it("refuses a name already in the list in any case, blank and odd names", async () => {
    const dup = await h.as("admin").post(MEDICINE, { name: "ZORBAXIL 20 MG" });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe("This medicine is already in the list");
    expect(dup.body.error?.fields).toEqual([{ field: "body.name", reason: "This medicine is already in the list" }]);
    const blank = await h.as("admin").post(MEDICINE, { name: "  " });
    expect(blank.body.error?.fields).toEqual([{ field: "body.name", reason: "Required Field" }]);
    const long = await h.as("admin").post(MEDICINE, { name: "a".repeat(101) });
    expect(long.body.error?.fields).toEqual([{ field: "body.name", reason: "Maximum 100 characters allowed" }]);
    const odd = await h.as("admin").post(MEDICINE, { name: "<script>" });
    expect(odd.status).toBe(400);
  });

  it("lists by name with a search and a status filter, and pages", async () => {
    await h.as("admin").post(MEDICINE, { name: "Zorbaxil 40 mg" });
    await h.as("admin").post(MEDICINE, { name: "Zorbaxil XR" });
    const res = await h.as("admin").get(MEDICINES, { search: "zorbax" });
    expect(res.status, res.raw.body).toBe(200);
    expect(names(res)).toEqual(["Zorbaxil 20 mg", "Zorbaxil 40 mg", "Zorbaxil XR"]);
    expect(res.body.data).toMatchObject({ total: 3, next_offset: -1 });
    const page = await h.as("admin").get(MEDICINES, { search: "zorbax", offset: 1, limit: 1 });
    expect(names(page)).toEqual(["Zorbaxil 40 mg"]);
    expect(page.body.data.next_offset).toBe(2);
    const everything = await h.as("admin").get(MEDICINES);
    expect(everything.body.data.total).toBe(await h.prisma.medicine.count());
    expect(everything.body.data.items).toHaveLength(10);
  });

  it("renames, retires (out of the search) and restores a medicine", async () => {
    const [xr] = (await h.as("admin").get(MEDICINES, { search: "Zorbaxil XR" })).body.data.items;
    const renamed = await h.as("wellness").put(MEDICINE, { medicine_id: xr.medicine_id, name: "Zorbaxil XL" });
    expect(renamed.status, renamed.raw.body).toBe(200);
    expect(renamed.body.data.name).toBe("Zorbaxil XL");
    // Renaming onto another medicine's name, or changing only the case of its own, is judged without case.
    const onto = await h.as("admin").put(MEDICINE, { medicine_id: xr.medicine_id, name: "zorbaxil 40 MG" });
    expect(onto.status).toBe(409);
    const ownCase = await h.as("admin").put(MEDICINE, { medicine_id: xr.medicine_id, name: "ZORBAXIL XL" });
    expect(ownCase.status, ownCase.raw.body).toBe(200);

    const retired = await h.as("admin").put(MEDICINE_STATUS, { medicine_id: xr.medicine_id, retired: true });
    expect(retired.status, retired.raw.body).toBe(200);
    expect(retired.body.message).toBe("Medicine retired: it no longer appears in the medication search.");
    expect(retired.body.data.status).toBe("retired");
    const search = await h.as("agent").get(SEARCH, { medicine: "zorbaxil" });
    expect(search.body.data.medicines.map((m: { name: string }) => m.name)).toEqual([
      "Zorbaxil 20 mg",
      "Zorbaxil 40 mg",
    ]);
    const retiredList = await h.as("admin").get(MEDICINES, { search: "zorbax", status: "retired" });
    expect(names(retiredList)).toEqual(["ZORBAXIL XL"]);
    const active = await h.as("admin").get(MEDICINES, { search: "zorbax", status: "active" });
    expect(names(active)).toEqual(["Zorbaxil 20 mg", "Zorbaxil 40 mg"]);
    // A retired name is still taken: restore it rather than add it again.
    expect((await h.as("admin").post(MEDICINE, { name: "Zorbaxil XL" })).status).toBe(409);

    const restored = await h.as("admin").put(MEDICINE_STATUS, { medicine_id: xr.medicine_id, retired: false });
    expect(restored.body.message).toBe("Medicine restored to the medication search.");
    expect((await h.as("agent").get(SEARCH, { medicine: "zorbaxil x" })).body.data.medicines).toHaveLength(1);
    expect((await h.as("admin").put(MEDICINE, { medicine_id: UNKNOWN_ID, name: "Nothing" })).status).toBe(404);
  });

  it("is the administrators' only", async () => {
    for (const role of ["agent", "facility", "bdm", "warehouse"] as const) {
      expect((await h.as(role).get(MEDICINES)).status, role).toBe(403);
      expect((await h.as(role).post(MEDICINE, { name: "Aspirin" })).status, role).toBe(403);
      expect((await h.as(role).put(MEDICINE, {})).status, role).toBe(403);
      expect((await h.as(role).put(MEDICINE_STATUS, {})).status, role).toBe(403);
    }
  });
});

describe("caregiver app release notes", () => {
  const versions = (res: TestResponse): string[] =>
    res.body.data.items.map((r: { platform: string; version: string }) => `${r.platform} ${r.version}`);
  const release = (over: Record<string, unknown> = {}) => ({
    platform: "ios",
    version: "2.4.0",
    release_date: "2026-11-20",
    notes: "Medication reminders.",
    mandatory: false,
    ...over,
  });

  it("drafts releases and lists them newest release date first, with filters and paging", async () => {
    const created = await h.as("admin").post(RELEASE, release());
    expect(created.status, created.raw.body).toBe(200);
    expect(created.body.message).toBe("Saved Successfully");
    expect(created.body.data).toMatchObject({
      platform: "ios",
      version: "2.4.0",
      release_date: "2026-11-20",
      notes: "Medication reminders.",
      mandatory: false,
      status: "draft",
      published_at: null,
    });
    expect(await auditRowOf(h, created)).toMatchObject({ route: RELEASE, method: "POST", statusCode: 200 });
    await h.as("wellness").post(RELEASE, release({ platform: "android", release_date: "2026-11-22" }));
    await h.as("admin").post(RELEASE, release({ version: "2.3.9", release_date: "2026-10-01", mandatory: true }));

    const list = await h.as("admin").get(RELEASES);
    expect(list.status, list.raw.body).toBe(200);
    expect(versions(list)).toEqual(["android 2.4.0", "ios 2.4.0", "ios 2.3.9"]);
    expect(list.body.data).toMatchObject({ total: 3, next_offset: -1 });
    expect(versions(await h.as("admin").get(RELEASES, { platform: "ios" }))).toEqual(["ios 2.4.0", "ios 2.3.9"]);
    const page = await h.as("admin").get(RELEASES, { limit: 2 });
    expect(page.body.data.next_offset).toBe(2);
  });

  it("refuses a version the platform already has, and bad fields", async () => {
    const dup = await h.as("admin").post(RELEASE, release({ notes: "Again" }));
    expect(dup.status).toBe(409);
    expect(dup.body.error?.fields).toEqual([
      { field: "body.version", reason: "This version already exists for this platform" },
    ]);
    const bad = await h.as("admin").post(RELEASE, {
      platform: "windows",
      version: "v2",
      release_date: "2026-02-30",
      notes: " ",
      mandatory: "yes",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual(
      expect.arrayContaining([
        { field: "body.platform", reason: "Choose a platform" },
        { field: "body.version", reason: "Use a version like 2.4.1" },
        { field: "body.release_date", reason: "Invalid Date" },
        { field: "body.notes", reason: "Required Field" },
      ]),
    );
    const long = await h.as("admin").post(RELEASE, release({ version: "9.9.9", notes: "n".repeat(4001) }));
    expect(long.body.error?.fields).toEqual([{ field: "body.notes", reason: "Maximum 4000 characters allowed" }]);
  });

  it("edits a draft, publishes it once, then keeps its platform and version", async () => {
    const [draft] = (await h.as("admin").get(RELEASES, { platform: "ios" })).body.data.items;
    const edited = await h
      .as("admin")
      .put(RELEASE, { ...release({ version: "2.4.1", mandatory: true }), release_id: draft.release_id });
    expect(edited.status, edited.raw.body).toBe(200);
    expect(edited.body.data).toMatchObject({ version: "2.4.1", mandatory: true, status: "draft" });
    const onto = await h.as("admin").put(RELEASE, { ...release({ version: "2.3.9" }), release_id: draft.release_id });
    expect(onto.status).toBe(409);

    const published = await h.as("admin").put(PUBLISH, { release_id: draft.release_id });
    expect(published.status, published.raw.body).toBe(200);
    expect(published.body.message).toBe("Release published successfully.");
    expect(published.body.data.status).toBe("published");
    const again = await h.as("wellness").put(PUBLISH, { release_id: draft.release_id });
    expect(again.body.data.published_at).toBe(published.body.data.published_at);

    const fixed = await h
      .as("admin")
      .put(RELEASE, { ...release({ version: "2.4.2", mandatory: true }), release_id: draft.release_id });
    expect(fixed.status).toBe(409);
    expect(fixed.body.message).toBe("A published release keeps its platform and version");
    const notes = await h.as("admin").put(RELEASE, {
      ...release({ version: "2.4.1", mandatory: true, notes: "Medication reminders and a fix." }),
      release_id: draft.release_id,
    });
    expect(notes.status, notes.raw.body).toBe(200);
    expect(notes.body.data).toMatchObject({ status: "published", notes: "Medication reminders and a fix." });

    const drafts = await h.as("admin").get(RELEASES, { status: "draft" });
    expect(versions(drafts)).toEqual(["android 2.4.0", "ios 2.3.9"]);
    expect((await h.as("admin").put(PUBLISH, { release_id: UNKNOWN_ID })).status).toBe(404);
  });

  it("is the administrators' only", async () => {
    for (const role of ["agent", "facility", "bdm", "warehouse"] as const) {
      expect((await h.as(role).get(RELEASES)).status, role).toBe(403);
      expect((await h.as(role).post(RELEASE, release())).status, role).toBe(403);
      expect((await h.as(role).put(RELEASE, {})).status, role).toBe(403);
      expect((await h.as(role).put(PUBLISH, {})).status, role).toBe(403);
    }
  });
});
