import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestSignature } from "@care/ingest";
import { envelope, type Harness, startHarness } from "../../support/harness.js";
import { ago, counts, createFixture, devicePost, type Fixture, INGEST_PATHS } from "../../support/ingest-client.js";

let h: Harness;
let f: Fixture;
beforeAll(async () => {
  h = await startHarness({ seeded: false });
  f = await createFixture(h.prisma);
});
afterAll(async () => {
  await h?.close();
});

const goodBatch = (): unknown => ({
  events: [
    { type: "heart_rate", ts: ago(3), bpm: 72 },
    { type: "heart_rate", ts: ago(2), bpm: 74 },
    { type: "steps", ts: ago(2), count: 120 },
  ],
});

/** Runs a request that must be refused and proves that nothing at all was written. */
async function refused(send: () => ReturnType<typeof devicePost>, status: number) {
  const before = await counts(h.prisma);
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  const env = envelope(res);
  expect(env.application_code).toBe(status);
  expect(env.data).toBeNull();
  expect(await counts(h.prisma)).toEqual(before);
  return env;
}

describe("device authentication", () => {
  it("refuses a request with a bad signature (401)", async () => {
    const env = await refused(
      () => devicePost(h.app, INGEST_PATHS.watch, f.watch, goodBatch(), { secret: "0".repeat(64) }),
      401,
    );
    expect(env.error?.code).toBe("UNAUTHORIZED");
    expect(env.message).toBe("Device authentication failed: unknown device or invalid signature");
  });

  it("answers an unknown device exactly as a bad signature, so device ids cannot be probed", async () => {
    const badSignature = await devicePost(h.app, INGEST_PATHS.watch, f.watch, goodBatch(), { secret: "0".repeat(64) });
    const unknown = await devicePost(h.app, INGEST_PATHS.watch, f.watch, goodBatch(), { deviceId: "999999999999999" });
    const expected = {
      application_code: 401,
      message: "Device authentication failed: unknown device or invalid signature",
      data: null,
      error: { code: "UNAUTHORIZED" },
    };
    expect([badSignature.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(badSignature.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
  });

  it("answers 415 to any body that is not JSON, even correctly signed, and stores nothing", async () => {
    const ts = String(Math.floor(Date.now() / 1000));
    const bodies = [
      { type: "text/plain", raw: JSON.stringify(goodBatch()) },
      { type: "application/x-www-form-urlencoded", raw: "events=1" },
      { type: "application/octet-stream", raw: "events" },
    ];
    for (const { type, raw } of bodies) {
      const env = await refused(
        () =>
          h.app.inject({
            method: "POST",
            url: INGEST_PATHS.watch,
            headers: {
              "content-type": type,
              "x-device-id": f.watch.uid,
              "x-timestamp": ts,
              "x-signature": ingestSignature(f.watch.secret, ts, raw),
            },
            payload: raw,
          }),
        415,
      );
      expect(env.error?.code, type).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
  });

  it("refuses a body changed after signing (the signature covers the raw bytes)", async () => {
    const raw = JSON.stringify(goodBatch());
    const ts = String(Math.floor(Date.now() / 1000));
    const res = await h.app.inject({
      method: "POST",
      url: INGEST_PATHS.watch,
      headers: {
        "content-type": "application/json",
        "x-device-id": f.watch.uid,
        "x-timestamp": ts,
        "x-signature": ingestSignature(f.watch.secret, ts, raw),
      },
      payload: raw.replace("72", "99"),
    });
    expect(res.statusCode).toBe(401);
  });

  it("refuses missing signature headers, naming the header", async () => {
    for (const omit of ["x-device-id", "x-timestamp", "x-signature"] as const) {
      const env = await refused(() => devicePost(h.app, INGEST_PATHS.watch, f.watch, goodBatch(), { omit }), 401);
      expect(env.message).toContain(omit);
    }
  });

  it("refuses an unknown device (401)", async () => {
    const env = await refused(
      () => devicePost(h.app, INGEST_PATHS.watch, f.watch, goodBatch(), { deviceId: "999999999999999" }),
      401,
    );
    expect(env.message).toBe("Device authentication failed: unknown device or invalid signature");
  });

  it("refuses a timestamp outside the replay window with a replay message (401)", async () => {
    const old = Math.floor(Date.now() / 1000) - 301;
    const env = await refused(
      () => devicePost(h.app, INGEST_PATHS.watch, f.watch, goodBatch(), { timestamp: old }),
      401,
    );
    expect(env.message).toMatch(/replay/);
    const future = Math.floor(Date.now() / 1000) + 301;
    await refused(() => devicePost(h.app, INGEST_PATHS.watch, f.watch, goodBatch(), { timestamp: future }), 401);
  });

  it("checks the signature before the body: an unsigned malformed body is 401, not 400", async () => {
    await refused(() => devicePost(h.app, INGEST_PATHS.watch, f.watch, "{not json", { secret: "1".repeat(64) }), 401);
  });

  it("refuses a device posting to another device type's endpoint (403)", async () => {
    const env = await refused(() => devicePost(h.app, INGEST_PATHS.watch, f.scale, goodBatch()), 403);
    expect(env.message).toMatch(/scale device cannot post watch data/);
  });

  it("refuses a device that is not linked to a senior (409)", async () => {
    await h.prisma.deviceAssignment.updateMany({ where: { deviceId: f.hub.id }, data: { unlinkedAt: new Date() } });
    await refused(() => devicePost(h.app, INGEST_PATHS.hub, f.hub, { ts: ago(0) }), 409);
    await h.prisma.deviceAssignment.create({ data: { deviceId: f.hub.id, seniorId: f.seniorId } });
  });
});

describe("batch validation: a bad batch writes nothing", () => {
  it("refuses an out-of-range heart rate, naming the item and field", async () => {
    const batch = goodBatch() as { events: unknown[] };
    batch.events.push({ type: "heart_rate", ts: ago(1), bpm: 300 });
    const env = await refused(() => devicePost(h.app, INGEST_PATHS.watch, f.watch, batch), 400);
    expect(env.error?.code).toBe("VALIDATION");
    expect(env.error?.fields?.[0]).toEqual({
      field: "body.events.3.bpm",
      reason: "heart_rate 300 is outside 20–250 bpm",
    });
    expect(env.message).toContain("body.events.3.bpm");
  });

  it("refuses negative steps, a weight out of range and hydration above 100 %", async () => {
    await refused(
      () => devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "steps", ts: ago(1), count: -5 }] }),
      400,
    );
    const date = Math.floor(Date.now() / 1000) - 60;
    const env = await refused(
      () =>
        devicePost(h.app, INGEST_PATHS.scale, f.scale, {
          measuregrps: [
            { date, measures: [{ type: 1, value: 70000, unit: -3 }] },
            {
              date: date + 1,
              measures: [
                { type: 1, value: 500, unit: 0 },
                { type: 77, value: 120, unit: 0 },
              ],
            },
          ],
        }),
      400,
    );
    expect(env.error?.fields?.map((x) => x.field)).toEqual([
      "body.measuregrps.1.measures.0.value",
      "body.measuregrps.1.measures.1.value",
    ]);
  });

  it("refuses sleep phase codes outside 0–5 and unsupported Withings measure types", async () => {
    const start = Math.floor(Date.now() / 1000) - 8 * 3600;
    await refused(
      () =>
        devicePost(h.app, INGEST_PATHS.sleep, f.sleep, {
          series: [{ startdate: start, enddate: start + 600, phases: [0, 1, 2, 7], data: {} }],
        }),
      400,
    );
    const env = await refused(
      () =>
        devicePost(h.app, INGEST_PATHS.scale, f.scale, {
          measuregrps: [{ date: start, measures: [{ type: 71, value: 37, unit: 0 }] }],
        }),
      400,
    );
    expect(env.error?.fields?.[0]?.reason).toMatch(/unsupported measure type 71/);
  });

  it("refuses malformed batches: not JSON, wrong shape, unknown event type, device time in the future", async () => {
    await refused(() => devicePost(h.app, INGEST_PATHS.watch, f.watch, "{not json"), 400);
    await refused(() => devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: "nope" }), 400);
    await refused(() => devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [] }), 400);
    await refused(
      () => devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "blood_sugar", ts: ago(1) }] }),
      400,
    );
    await refused(
      () =>
        devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "heart_rate", ts: "yesterday", bpm: 70 }] }),
      400,
    );
    const env = await refused(
      () => devicePost(h.app, INGEST_PATHS.watch, f.watch, { events: [{ type: "heart_rate", ts: ago(-60), bpm: 70 }] }),
      400,
    );
    expect(env.error?.fields?.[0]?.reason).toMatch(/in the future/);
  });

  it("refuses an oversize batch (more than 5000 readings)", async () => {
    const events = Array.from({ length: 5001 }, (_, i) => ({
      type: "heart_rate",
      ts: new Date(Date.now() - (i + 1) * 1000).toISOString(),
      bpm: 70,
    }));
    const env = await refused(() => devicePost(h.app, INGEST_PATHS.watch, f.watch, { events }), 400);
    expect(env.error?.fields?.[0]?.field).toBe("body.events");

    // Sleep series expand to one reading per minute: 4 full days of minutes exceed the bound after expansion.
    const start = Math.floor(Date.now() / 1000) - 7 * 86_400;
    const series = Array.from({ length: 4 }, (_, d) => ({
      startdate: start + d * 86_400,
      enddate: start + d * 86_400 + 1439 * 60,
      phases: Array.from({ length: 1439 }, () => 1),
      data: {},
    }));
    const big = await refused(() => devicePost(h.app, INGEST_PATHS.sleep, f.sleep, { series }), 400);
    expect(big.message).toMatch(/Batch too large: 5756 readings/);
  });

  it("refuses a body that names another device than the signer", async () => {
    const env = await refused(
      () => devicePost(h.app, INGEST_PATHS.watch, f.watch, { imei: "123", ...(goodBatch() as object) }),
      400,
    );
    expect(env.error?.fields?.[0]?.field).toBe("body.imei");
  });

  it("accepts the same batch once it is valid", async () => {
    const res = await devicePost(h.app, INGEST_PATHS.watch, f.watch, goodBatch());
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope<{ stored: number }>(res).data.stored).toBe(3);
  });
});
