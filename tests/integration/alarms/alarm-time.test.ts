import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokenFor } from "../../support/tokens.js";
import { bearer, DEMO_ACCOUNTS, type Harness, startHarness } from "../../support/harness.js";

// An alarm's `time` is epoch nanoseconds (spec 3 §3). 2025-11-21T10:15:30.002Z is 1763720130002 ms; × 1e6 is above
// 2^53, where a JS number holds only every 256th integer: as a number it was 1763720130001999872.
const DEVICE_TIME = "2025-11-21T10:15:30.002Z";
const DEVICE_TIME_NS = "1763720130002000000";

let h: Harness;
let token: string;
let senior: { id: string; accountId: string };
beforeAll(async () => {
  h = await startHarness();
  token = (await tokenFor(h.app, DEMO_ACCOUNTS.agent)).token;
  senior = await h.app.prisma.senior.findUniqueOrThrow({
    where: { memberId: 100007 }, // assigned to the demo care agent
    select: { id: true, accountId: true },
  });
  await h.app.prisma.alarm.create({
    data: { seniorId: senior.id, type: "sos", occurredAt: new Date(DEVICE_TIME), dedupeKey: "test:alarm-time:sos" },
  });
});
afterAll(async () => {
  await h?.close();
});

describe("an alarm's nanosecond time", () => {
  it("comes back from the SOS list as the exact digit string, and the same digits select it", async () => {
    const window = `start_timestamp=${DEVICE_TIME_NS}&end_timestamp=${DEVICE_TIME_NS}`;
    const res = await h.app.inject({
      method: "GET",
      url: `/api/supervision/sos?senior_id=${senior.id}&account_id=${senior.accountId}&${window}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`"time":"${DEVICE_TIME_NS}"`);
    const items = res.json<{ data: { time: unknown; timestamp: string }[] }>().data;
    expect(items).toHaveLength(1);
    expect(items[0]?.time).toBe(DEVICE_TIME_NS);
    expect(items[0]?.timestamp).toBe(DEVICE_TIME);
  });

  it("is the same digits in the wellness SOS / fall table", async () => {
    const window = `start_timestamp=1763720100000000000&end_timestamp=1763720200000000000`;
    const res = await h.app.inject({
      method: "GET",
      url: `/api/measurement/sos-fall?senior_id=${senior.id}&account_id=${senior.accountId}&${window}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`"time":"${DEVICE_TIME_NS}"`);
  });
});
