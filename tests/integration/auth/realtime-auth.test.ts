import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPusherClient } from "../../support/pusher-client.js";
import { bearer, DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { SIGN_IN_ENV, signIn } from "../../support/sign-in.js";

let h: Harness;
const tokens: Record<string, string> = {};
let facilityId: string;
let otherFacilityId: string;

beforeAll(async () => {
  h = await startHarness({ env: SIGN_IN_ENV });
  for (const key of ["admin", "agent", "wellness", "warehouse", "bdm", "facility"] as const) {
    tokens[key] = (await signIn(h.app, DEMO_ACCOUNTS[key])).jwt;
  }
  const agent = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.facility } });
  facilityId = agent.facilityId ?? "";
  otherFacilityId = (await h.app.prisma.facility.findFirstOrThrow({ where: { id: { not: facilityId } } })).id;
});
afterAll(async () => {
  await h?.close();
});

const SOCKET = "1234.5678";
const authorize = (who: string, channel: string, socketId = SOCKET) =>
  h.app.inject({
    method: "GET",
    url: `/api/cognito/pusher/auth?socket_id=${socketId}&channel_name=${encodeURIComponent(channel)}`,
    headers: bearer(tokens[who] ?? ""),
  });

describe("GET /api/cognito/pusher/auth", () => {
  // CHANNEL_ROLES (packages/contracts/src/realtime.ts): who may hear what.
  const MATRIX: [string, Record<string, boolean>][] = [
    ["private-alert", { admin: true, agent: true, wellness: true, warehouse: false, bdm: false, facility: false }],
    ["private-summary", { admin: true, agent: true, wellness: true, warehouse: false, bdm: false, facility: false }],
    [
      "private-sos-fall-channel",
      { admin: false, agent: true, wellness: true, warehouse: false, bdm: false, facility: false },
    ],
  ];

  it.each(MATRIX)("%s", async (channel, allowed) => {
    for (const [who, may] of Object.entries(allowed)) {
      const res = await authorize(who, channel);
      expect(res.statusCode, `${who} on ${channel}`).toBe(may ? 200 : 403);
    }
  });

  it("signs with the app secret in the pusher format key:hmac", async () => {
    const res = await authorize("agent", "private-alert");
    const { key, secret } = inject("realtime");
    const expected = createHmac("sha256", secret).update(`${SOCKET}:private-alert`).digest("hex");
    expect(envelope(res).data).toEqual({ auth: `${key}:${expected}` });
  });

  it("signs a facility summary channel only for that facility's agent", async () => {
    expect((await authorize("facility", `private-summary-facility-${facilityId}`)).statusCode).toBe(200);
    expect((await authorize("facility", `private-summary-facility-${otherFacilityId}`)).statusCode).toBe(403);
    for (const who of ["admin", "agent", "wellness", "warehouse", "bdm"]) {
      expect((await authorize(who, `private-summary-facility-${facilityId}`)).statusCode, who).toBe(403);
    }
  });

  it("refuses any other channel", async () => {
    for (const channel of [
      "private-other",
      "presence-private-alert",
      "public",
      "private-summary-facility-",
      "private-alert-x",
    ]) {
      expect((await authorize("admin", channel)).statusCode, channel).toBe(403);
      expect((await authorize("facility", channel)).statusCode, channel).toBe(403);
    }
  });

  it("validates socket_id and channel_name (400), and needs a token (401)", async () => {
    const bad = await h.app.inject({
      method: "GET",
      url: "/api/cognito/pusher/auth?socket_id=abc&channel_name=private-alert",
      headers: bearer(tokens.admin ?? ""),
    });
    expect(bad.statusCode).toBe(400);
    const anon = await h.app.inject({
      method: "GET",
      url: `/api/cognito/pusher/auth?socket_id=${SOCKET}&channel_name=private-alert`,
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe("subscribing through soketi with the portal's client library", () => {
  it("joins an allowed channel, receives an event, and is refused a forbidden one", async () => {
    const { key } = inject("realtime");
    // The portal's handler: call our endpoint with the bearer token, hand the signature to the library.
    const client = createPusherClient({
      key,
      port: inject("soketiPort"),
      authorize: async (socketId, channelName) => {
        const res = await authorize("agent", channelName, socketId);
        if (res.statusCode !== 200) throw new Error(`auth HTTP ${res.statusCode}`);
        return envelope<{ auth: string }>(res).data;
      },
    });
    try {
      // The socket id in the signature must be the client's own: sign with the real one.
      await new Promise<void>((resolve) => client.connection.bind("connected", () => resolve()));
      const allowed = client.subscribe("private-sos-fall-channel");
      await new Promise<void>((resolve, reject) => {
        allowed.bind("pusher:subscription_succeeded", () => resolve());
        allowed.bind("pusher:subscription_error", (e: unknown) => reject(new Error(JSON.stringify(e))));
      });
      const received = new Promise<unknown>((resolve) => allowed.bind("sos-fall-event", resolve));
      await h.app.realtime.trigger("private-sos-fall-channel", "sos-fall-event", { hello: "world" });
      expect(await received).toEqual({ hello: "world" });

      const forbidden = client.subscribe(`private-summary-facility-${facilityId}`);
      const error = await new Promise<unknown>((resolve) => forbidden.bind("pusher:subscription_error", resolve));
      expect(JSON.stringify(error)).toContain("403");
    } finally {
      client.disconnect();
    }
  });
});
