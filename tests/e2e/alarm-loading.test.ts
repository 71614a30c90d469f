import type { CDPSession, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupBrowser, withTab } from "./support/browser.js";
import { raiseSos, seniorWithWatch } from "./support/devices.js";
import { DEMO, openLanding, portalUrl, signIn } from "./support/portal.js";
import { setupSignedInTabs } from "./support/signed-in.js";
import { alarmWatchersNow } from "./support/stack.js";
import { e2eQuery } from "./support/database.js";
import { waitFor } from "../support/harness.js";

// Issue 27 item 1: no alarm depends on the socket. The portal loads the open alarms when it starts and again each
// time the alarm channel is subscribed after a reconnect, and the header dot tells a dead socket within seconds.

const browser = setupBrowser();
const signedInTab = setupSignedInTabs(browser);

/** What Chromium logs while it has no network: the reconnect attempts and any request that could not go out. */
const OFFLINE_NOISE = [/WebSocket connection to .* failed/, /ERR_INTERNET_DISCONNECTED/];

const dot = (page: Page, connected: boolean) =>
  page.locator(`[data-testid="realtime-status"][data-connected="${connected}"]`);

/** Takes the alarm, cancels the call entry that follows and closes it, so nothing stays pending for the next test. */
async function handle(page: Page, seniorName: string): Promise<void> {
  const popup = page.getByRole("dialog", { name: `SOS Alert — ${seniorName}` });
  await popup.getByRole("button", { name: "Take" }).click();
  const entry = page.getByRole("dialog", { name: "Call Entry" });
  await entry.getByText(seniorName).first().waitFor({ timeout: 15_000 });
  await entry.getByRole("button", { name: "Cancel" }).click();
  await entry.waitFor({ state: "detached" });
  await popup.getByRole("button", { name: "Close" }).click();
  // Closing asks how the alarm ended (issue 27 item 5).
  const outcome = page.getByRole("dialog", { name: "How did the alarm end?" });
  await outcome.getByRole("radio", { name: "Accidental press" }).check();
  await outcome.getByRole("button", { name: "Close alarm" }).click();
  await popup.waitFor({ state: "detached" });
}

/**
 * Chromium's own network emulation (DevTools protocol): offline holds back every frame the open websocket receives,
 * as a dead link or a dropped proxy would, without closing it, and fails new connections; online lets them through.
 * The portal is not told anything else: only pusher-js's ping without a pong can notice.
 */
async function setOffline(cdp: CDPSession, offline: boolean): Promise<void> {
  await cdp.send("Network.emulateNetworkConditions", {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

describe("alarms that the socket did not bring", () => {
  it("shows an SOS raised while no portal was open, once a care agent signs in; the portal joins the presence channel", async () => {
    const senior = await seniorWithWatch(100009);
    const [{ id: agentId } = { id: "" }] = await e2eQuery<{ id: string }>(
      "SELECT id FROM staff_user WHERE email = $1",
      [DEMO.agent],
    );
    expect(await alarmWatchersNow()).not.toContain(agentId);
    await raiseSos(senior);
    await withTab(browser(), portalUrl(), "alarm-loading-sign-in", async ({ page }) => {
      await signIn(page, DEMO.agent);
      const popup = page.getByRole("dialog", { name: `SOS Alert — ${senior.name}` });
      await popup.waitFor({ timeout: 15_000 });
      await popup.getByText("Waiting for a care agent").waitFor();
      await handle(page, senior.name);
      // Signed in, the portal is on the alarm presence channel: the alarm chain knows someone is watching.
      await waitFor("the care agent on the alarm presence channel", async () =>
        (await alarmWatchersNow()).includes(agentId) ? true : undefined,
      );
    });
    // The tab is gone, and with its socket the agent's presence (soketi keeps the membership itself).
    await waitFor("the care agent off the alarm presence channel", async () =>
      (await alarmWatchersNow()).includes(agentId) ? undefined : true,
    );
  });

  it("shows an SOS raised while the socket was down, after it reconnects; the dot goes red and green again", async () => {
    const senior = await seniorWithWatch(100010);
    await signedInTab(
      DEMO.wellness,
      "alarm-loading-reconnect",
      async ({ context, page }) => {
        await openLanding(page);
        await dot(page, true).waitFor({ timeout: 15_000 });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        const reloads: number[] = [];
        page.on("request", (req) => {
          if (new URL(req.url()).pathname === "/api/supervision/alarms") reloads.push(Date.now());
        });

        await setOffline(cdp, true);
        // pusher-js's ping goes unanswered: the dot turns red within its activity and pong timeouts (9 s).
        await dot(page, false).waitFor({ timeout: 20_000 });
        await raiseSos(senior);
        const popup = page.getByRole("dialog", { name: `SOS Alert — ${senior.name}` });
        const before = reloads.length;

        await setOffline(cdp, false);
        await dot(page, true).waitFor({ timeout: 30_000 });
        await popup.waitFor({ timeout: 15_000 });
        // It came with the list loaded after the reconnect (the socket was closed when the SOS was announced).
        expect(reloads.length).toBeGreaterThan(before);
        await handle(page, senior.name);
        await cdp.detach();
      },
      OFFLINE_NOISE,
    );
  });

  it("turns the dot red within seconds when the socket falls silent without closing, and catches up after", async () => {
    const senior = await seniorWithWatch(100011);
    await signedInTab(DEMO.agent, "alarm-loading-silent-socket", async ({ page }) => {
      // The portal's websocket to soketi goes through this relay; `silent` drops every frame both ways, as a dead
      // link does: no close, no 'offline' event, only pusher-js's own ping without a pong can tell.
      let silent = false;
      await page.routeWebSocket(/\/app\//, (ws) => {
        const server = ws.connectToServer();
        ws.onMessage((m) => {
          if (!silent) server.send(m);
        });
        server.onMessage((m) => {
          if (!silent) ws.send(m);
        });
      });
      await openLanding(page);
      await dot(page, true).waitFor({ timeout: 15_000 });

      silent = true;
      // activityTimeout 5 s + pongTimeout 4 s (lib/realtime/pusher-connection.ts); pusher-js's defaults took 60 s.
      await dot(page, false).waitFor({ timeout: 20_000 });
      await raiseSos(senior);
      silent = false;

      await dot(page, true).waitFor({ timeout: 30_000 });
      await page.getByRole("dialog", { name: `SOS Alert — ${senior.name}` }).waitFor({ timeout: 15_000 });
      await handle(page, senior.name);
    });
  });
});
