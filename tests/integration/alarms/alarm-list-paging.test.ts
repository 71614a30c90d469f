import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alarmListCursor, alarmRoutes, type AlarmEvent } from "@care/contracts";
import { seniorByMember } from "../../support/fixtures.js";
import { data, startHarness, type Harness } from "../../support/harness.js";

// GET /api/supervision/alarms pages past 100 in the "most urgent first" order the portal shows: pending before
// assigned, higher escalation level first, then newer, then the id descending (issue 27 item 1). The fixture's alarm
// ids are numbers in uuid dress (alarm n ↔ id …n), so the expected order is written out as numbers.

let h: Harness;
const R = alarmRoutes.listAlarms;
const BASE = Date.parse("2026-11-20T08:00:00.000Z");
const MINUTE = 60_000;

const uuidOf = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const numberOf = (id: string): number => Number(id.slice(-12));
/** from, from − 1, …, to (both included), without the numbers in `skip`. */
const down = (from: number, to: number, skip: number[] = []): number[] =>
  Array.from({ length: from - to + 1 }, (_, i) => from - i).filter((n) => !skip.includes(n));

/** Alarm n was raised n minutes after BASE, except where the fixture says otherwise. */
const LEVEL: Record<number, number> = { 7: 2, 120: 2, 42: 1, 152: 3 };
/** Alarm 52 was raised at the same instant as alarm 53: the two straddle the page boundary (items 100 and 101). */
const SAME_TIME_AS: Record<number, number> = { 52: 53 };

// Pending: 1–150. Assigned to the care agent: 151–153. Assigned to someone else: 154. Closed: 155.
const PENDING_ORDER = [120, 7, 42, ...down(150, 43, [120]), ...down(41, 8), ...down(6, 1)];
const MINE_ORDER = [152, 153, 151];

let agentId: string;
let wellnessId: string;

beforeAll(async () => {
  h = await startHarness();
  agentId = h.user("agent").id;
  wellnessId = h.user("wellness").id;
  // The demo data's own alarms would be listed too: this file's database holds only the fixture's.
  await h.prisma.alarm.deleteMany({});
  const seniors = await Promise.all([100031, 100032, 100033].map((m) => seniorByMember(h.prisma, m)));
  await h.prisma.alarm.createMany({
    data: down(155, 1).map((n) => {
      const at = new Date(BASE + (SAME_TIME_AS[n] ?? n) * MINUTE);
      const status = n <= 150 ? "pending" : n <= 154 ? "assigned" : "closed";
      const assignedToId = n <= 150 ? null : n <= 153 ? agentId : wellnessId;
      return {
        id: uuidOf(n),
        seniorId: seniors[n % 3]!.id,
        type: n % 2 === 0 ? ("sos" as const) : ("fall" as const),
        status,
        occurredAt: at,
        receivedAt: at,
        escalationLevel: LEVEL[n] ?? 0,
        assignedToId,
        assignedAt: assignedToId ? at : null,
        closedById: status === "closed" ? wellnessId : null,
        closedAt: status === "closed" ? at : null,
        dedupeKey: `paging:${n}`,
      };
    }),
  });
});

afterAll(async () => {
  await h?.close();
});

const page = async (query: Record<string, unknown>): Promise<AlarmEvent[]> =>
  data(await h.as("agent").get(R.path, query), R.data);

describe("GET /api/supervision/alarms: order and paging", () => {
  it("answers the 150 pending alarms most urgent first in two pages of 100 and 50", async () => {
    const first = await page({ statuses: [{ status: "pending" }], limit: 100 });
    expect(first.map((a) => numberOf(a.alarm_id))).toEqual(PENDING_ORDER.slice(0, 100));
    // The last item of page 1 is alarm 53; alarm 52 shares its time and must open page 2, not be skipped.
    expect(numberOf(first[99]!.alarm_id)).toBe(53);
    expect(alarmListCursor(first[99]!)).toEqual({
      alarm_status: "pending",
      escalation_level: 0,
      timestamp: "2026-11-20T08:53:00.000Z",
      alarm_id: uuidOf(53),
    });

    const second = await page({ statuses: [{ status: "pending" }], limit: 100, after: alarmListCursor(first[99]!) });
    expect(second.map((a) => numberOf(a.alarm_id))).toEqual(PENDING_ORDER.slice(100));
    expect(second).toHaveLength(50);
    expect(second[0]).toMatchObject({ alarm_id: uuidOf(52), timestamp: "2026-11-20T08:53:00.000Z" });
  });

  it("lists pending then the caller's assigned alarms, pages continuing from pending into assigned", async () => {
    const statuses = [{ status: "pending" }, { status: "assigned", user_id: agentId }];
    const seen: number[] = [];
    let after: unknown;
    const sizes: number[] = [];
    for (;;) {
      const items = await page({ statuses, limit: 40, ...(after ? { after } : {}) });
      sizes.push(items.length);
      seen.push(...items.map((a) => numberOf(a.alarm_id)));
      if (items.length < 40) break;
      after = alarmListCursor(items.at(-1)!);
    }
    expect(sizes).toEqual([40, 40, 40, 33]);
    expect(seen).toEqual([...PENDING_ORDER, ...MINE_ORDER]);
  });

  it("continues inside the assigned alarms from an assigned cursor", async () => {
    const items = await page({
      statuses: [{ status: "pending" }, { status: "assigned", user_id: agentId }],
      after: {
        alarm_status: "assigned",
        escalation_level: 3,
        timestamp: "2026-11-20T10:32:00.000Z",
        alarm_id: uuidOf(152),
      },
    });
    expect(items.map((a) => numberOf(a.alarm_id))).toEqual([153, 151]);
  });

  it("gives 100 items by default", async () => {
    const items = await page({ statuses: [{ status: "pending" }] });
    expect(items).toHaveLength(100);
  });

  it("answers 400 for a cursor that is not the list's sort key", async () => {
    for (const bad of [
      "not-json",
      JSON.stringify({ alarm_id: uuidOf(1) }),
      JSON.stringify({
        alarm_status: "closed",
        escalation_level: 0,
        timestamp: "2026-11-20T08:00:00.000Z",
        alarm_id: uuidOf(1),
      }),
      JSON.stringify({
        alarm_status: "pending",
        escalation_level: -1,
        timestamp: "2026-11-20T08:00:00.000Z",
        alarm_id: uuidOf(1),
      }),
      JSON.stringify({ alarm_status: "pending", escalation_level: 0, timestamp: "yesterday", alarm_id: uuidOf(1) }),
    ]) {
      const res = await h.as("agent").get(R.path, { after: bad });
      expect(res.status, bad).toBe(400);
    }
  });
});
