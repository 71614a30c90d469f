import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNELS, facilitySummaryChannel, InsightEventSchema } from "@care/contracts";
import { processInsightFanout } from "../../../apps/worker/src/queues/insight-fanout.js";
import { seniorByMember } from "../../support/fixtures.js";
import { DEMO_ACCOUNTS, waitFor } from "../../support/harness.js";
import { tokenFor } from "../../support/tokens.js";
import { listen, type Listener, startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";

let h: WorkerHarness;
let agent: Listener;
let facility: Listener;
let facilityId: string;

beforeAll(async () => {
  h = await startWorkerHarness();
  agent = await listen(h.app, (await tokenFor(h.app, DEMO_ACCOUNTS.agent)).token);
  await agent.subscribe(CHANNELS.alert);
  await agent.subscribe(CHANNELS.summary);
  const fa = await tokenFor(h.app, DEMO_ACCOUNTS.facility);
  facilityId = fa.claims.facility_info!.facility_id;
  facility = await listen(h.app, fa.token);
  await facility.subscribe(facilitySummaryChannel(facilityId));
});

afterAll(async () => {
  agent?.close();
  facility?.close();
  await h?.close();
});

async function insight(
  type: "alert" | "summary" | "facility_summary" | "milestone",
  status: string,
  seniorMember?: number,
) {
  const senior = seniorMember ? await seniorByMember(h.deps.prisma, seniorMember) : null;
  return h.deps.prisma.careInsight.create({
    data: {
      seniorId: senior?.id ?? null,
      facilityId: senior ? senior.facilityId : facilityId,
      type,
      kind: type === "facility_summary" ? "facility_summary" : type === "alert" ? "attention" : "summary",
      status: status as never,
      message: `${type} ${status}`,
    },
  });
}

describe("insight-fanout", () => {
  it("sends alert events on private-alert and summary events on private-summary, once per event", async () => {
    const alert = await insight("alert", "approved", 100040);
    const job = { care_insight_id: alert.id, event: "alert-action-notification" as const };
    expect(await processInsightFanout(h.deps, job)).not.toBeNull();
    expect(await processInsightFanout(h.deps, job)).toBeNull();
    const got = await waitFor("the alert event", () =>
      agent.insights().find((r) => r.data.care_insight_id === alert.id),
    );
    expect(got).toMatchObject({ channel: CHANNELS.alert, event: "alert-action-notification" });
    expect(InsightEventSchema.parse(got.data)).toMatchObject({
      insight_type: "alert",
      status: "approved",
      message: "alert approved",
    });

    const summary = await insight("summary", "sent_for_approval", 100039);
    await processInsightFanout(h.deps, { care_insight_id: summary.id, event: "approve-summary" });
    const s = await waitFor("the summary event", () =>
      agent.insights().find((r) => r.data.care_insight_id === summary.id),
    );
    expect(s).toMatchObject({ channel: CHANNELS.summary, event: "approve-summary" });
    // Both calls have returned, so any second trigger has been sent: count once soketi delivered them all.
    await agent.caughtUp(h.deps.realtime);
    expect(agent.insights().filter((r) => r.data.care_insight_id === alert.id)).toHaveLength(1);
  });

  it("sends the facility summary notification only on that facility's channel", async () => {
    const fs = await insight("facility_summary", "approved");
    expect(
      await processInsightFanout(h.deps, { care_insight_id: fs.id, event: "facility-summary-action-notification" }),
    ).not.toBeNull();
    const got = await waitFor("the facility event", () =>
      facility.insights().find((r) => r.data.care_insight_id === fs.id),
    );
    expect(got.channel).toBe(facilitySummaryChannel(facilityId));
    expect(got.data).toMatchObject({ senior_id: "", facility_id: facilityId });
    // The publication has returned: had it also gone to the agent's channels, it would be there by now.
    await agent.caughtUp(h.deps.realtime);
    expect(agent.insights().find((r) => r.data.care_insight_id === fs.id)).toBeUndefined();
  });

  it("skips an event that is no longer true (a review trigger for an insight already reviewed)", async () => {
    const reviewed = await insight("alert", "denied", 100038);
    expect(await processInsightFanout(h.deps, { care_insight_id: reviewed.id, event: "trigger" })).toBeNull();
  });

  it("refuses another facility's channel and the shared channels to a facility agent", async () => {
    const other = await h.deps.prisma.facility.findFirstOrThrow({ where: { NOT: { id: facilityId } } });
    await expect(facility.subscribe(facilitySummaryChannel(other.id))).rejects.toThrow("subscription refused");
    await expect(facility.subscribe(CHANNELS.summary)).rejects.toThrow("subscription refused");
  });
});
