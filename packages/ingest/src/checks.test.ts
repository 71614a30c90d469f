import { describe, expect, it } from "vitest";
import { checkBatch, oversize, refusal } from "./checks.js";
import { emptyBatch, type DeviceContext } from "./types.js";

const DEVICE: DeviceContext = {
  deviceId: "00000000-0000-4000-8000-000000000001",
  deviceType: "watch",
  uniqueIdentifier: "358209110000001",
  seniorId: "00000000-0000-4000-8000-000000000002",
  timezone: "America/New_York",
  home: null,
  heightM: null,
};
const NOW = new Date("2026-03-01T12:00:00.000Z");

describe("batch checks", () => {
  it("names every implausible value and every time from the future", () => {
    const batch = emptyBatch(DEVICE);
    batch.readings.push(
      { metric: "heart_rate", ts: new Date("2026-03-01T11:59:00.000Z"), value: 72, path: "body.events.0.bpm" },
      { metric: "heart_rate", ts: new Date("2026-03-01T11:59:00.000Z"), value: 400, path: "body.events.1.bpm" },
      { metric: "steps", ts: new Date("2026-03-01T12:10:00.000Z"), value: 10, path: "body.events.2.count" },
    );
    expect(checkBatch(batch, NOW, 5 * 60_000)).toEqual([
      { field: "body.events.1.bpm", reason: "heart_rate 400 is outside 20–250 bpm" },
      {
        field: "body.events.2.count",
        reason: "device time 2026-03-01T12:10:00.000Z is in the future (server 2026-03-01T12:00:00.000Z)",
      },
    ]);
  });

  it("words a refusal with the first failure and counts the rest; at most 20 travel back", () => {
    const errors = Array.from({ length: 25 }, (_, i) => ({ field: `body.events.${i}.bpm`, reason: "too high" }));
    const r = refusal(errors);
    expect(r.message).toBe("Invalid body.events.0.bpm: too high (and 24 more). Nothing was stored.");
    expect(r.fields).toEqual(errors.slice(0, 20));
    expect(refusal([{ field: "body", reason: "bad" }]).message).toBe("Invalid body: bad. Nothing was stored.");
  });

  it("refuses an oversized batch", () => {
    expect(oversize(5001)).toEqual({
      message: "Batch too large: 5001 readings in one request; at most 5000 (split the batch). Nothing was stored.",
      fields: [{ field: "body", reason: "5001 readings in one request; at most 5000 (split the batch)" }],
    });
  });
});
