import { describe, expect, it } from "vitest";
import { buildDevices } from "./devices.js";

// Issue 20 item 3: device HMAC secrets drawn from the seed's fixed generator were public (anyone could recompute
// them and sign SOS or vitals). Each seed must draw its own.
describe("demo device secrets", () => {
  const first = buildDevices().devices;
  const second = buildDevices().devices;

  it("are 32 random bytes in hex, one per device, all different", () => {
    expect(first).toHaveLength(1200);
    for (const d of first) expect(d.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(first.map((d) => d.secret)).size).toBe(1200);
  });

  it("differ between two seeds of the same data set", () => {
    // The devices themselves are the same (deterministic demo data)...
    expect(second.map((d) => d.uniqueIdentifier)).toEqual(first.map((d) => d.uniqueIdentifier));
    expect(second.map((d) => d.online)).toEqual(first.map((d) => d.online));
    // ...their secrets are not.
    const same = first.filter((d, i) => d.secret === second[i]?.secret);
    expect(same).toEqual([]);
  });
});
