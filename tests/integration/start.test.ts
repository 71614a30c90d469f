import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, isListening } from "../../scripts/lib/ports.js";
import { adminQuery, baseUrl, ROOT, withDatabase } from "../support/databases.js";

// `npm start` on an empty database: migrate, seed, build the portal, run every process, report healthy,
// and stop everything on Ctrl-C (SIGINT) leaving no process behind.
const dbName = `care_start_${process.pid}_${Date.now()}`;
const marker = `start${Date.now()}`;
const dataDir = mkdtempSync(join(tmpdir(), "care-start-"));
let child: ChildProcess | undefined;
let output = "";

/** Processes still alive that carry this test's unique QUEUE_PREFIX in their environment. */
function processesWithMarker(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/environ`, "utf8").includes(`QUEUE_PREFIX=${marker}`)) pids.push(Number(entry));
    } catch {
      // the process ended while we looked, or is not ours to read
    }
  }
  return pids;
}

afterAll(async () => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  for (const pid of processesWithMarker()) process.kill(pid, "SIGKILL");
  await adminQuery(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm start", () => {
  it("reaches a healthy stack from an empty database and stops cleanly", { timeout: 240_000 }, async () => {
    await adminQuery(`CREATE DATABASE "${dbName}"`);
    const [port, soketiPort, s3Port] = [await freePort(), await freePort(), await freePort()];
    child = spawn(process.execPath, [join(ROOT, "scripts/start.mjs")], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "development",
        DATABASE_URL: withDatabase(baseUrl(), dbName),
        PORT: String(port),
        SOKETI_PORT: String(soketiPort),
        S3_PORT: String(s3Port),
        QUEUE_PREFIX: marker,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        SIMULATOR_LIVE: "true",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));

    // Healthy: every dependency answers through the API.
    const deadline = Date.now() + 200_000;
    let health: { data?: { status?: string } } = {};
    while (Date.now() < deadline && child.exitCode === null) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        health = (await res.json()) as typeof health;
        if (health.data?.status === "ok" && output.includes("Portal:")) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(health.data?.status, output).toBe("ok");
    expect(output).toContain("admin@demo.care");

    // The portal is served on the same origin, and deep links reach it too.
    const page = await fetch(`http://127.0.0.1:${port}/care-dashboard`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    // Demo data was loaded into the empty database.
    const pg = await import("pg");
    const client = new pg.default.Client({ connectionString: withDatabase(baseUrl(), dbName) });
    await client.connect();
    const seniors = await client.query("SELECT count(*)::int AS n FROM senior");
    await client.end();
    expect(seniors.rows[0].n).toBe(300);

    expect(processesWithMarker().length).toBeGreaterThanOrEqual(3);
    child.kill("SIGINT");
    expect(await exited).toBe(0);
    // Every child is gone and every port is free.
    await new Promise((r) => setTimeout(r, 300));
    expect(processesWithMarker()).toEqual([]);
    for (const p of [port, soketiPort, s3Port]) expect(await isListening("127.0.0.1", p), `port ${p}`).toBe(false);
  });
});
