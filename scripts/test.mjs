#!/usr/bin/env node
// `npm test`: the whole suite as vitest runs side by side ("lanes"), so that both cores stay busy.
//
//   "node"           — the node and portal component files ("web" and "web-isolated"), two at a time;
//   "e2e-1", "e2e-2" — the browser files, split by size (tests/support/size-shards.ts), one at a time in each lane:
//                      one browser file (its Chromium, API and workers, and the test waiting on the page) keeps well
//                      under one core busy, so one lane of them alone took longer than everything else;
//   "processes"      — the files that start processes of their own, one at a time, once the first other lane is
//                      done.
//
// One vitest run cannot do this: it runs its groups one after the other, and the browser files, which must not run
// two at a time in one worker, form a group of their own (vitest.config.ts). Run as one, the browser files waited
// for the node files and the process files for both: about 0.8 of the two cores was used (tests/README.md).
//
// With arguments (`npm test -- tests/e2e/agency.test.ts`, `npm test -- --project web`) it is a plain `vitest run`.
// TEST_REPORT_DIR=<dir> writes each lane's JSON report there (scripts/test-durations.mjs reads them);
// TEST_BROWSER_LANES=<n> splits the browser files over n lanes instead of 2 (1 on a busy one-core machine).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
const tsx = join(root, "node_modules", ".bin", "tsx");

const args = process.argv.slice(2);
if (args.length > 0) {
  const r = spawnSync(process.execPath, [vitest, "run", ...args], { cwd: root, stdio: "inherit" });
  process.exit(r.status ?? 1);
}

const reportDir = process.env.TEST_REPORT_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });
const browserLanes = Math.max(1, Number(process.env.TEST_BROWSER_LANES ?? 2) || 2);
const started = Date.now();
const color = process.stdout.isTTY ? { FORCE_COLOR: "1" } : {};
const children = [];
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => children.forEach((c) => c.kill(sig)));

/** What every lane needs, made once (tests/support/prepare-run.ts). */
function prepare(what) {
  return new Promise((resolve) => {
    const child = spawn(tsx, [join(root, "tests/support/prepare-run.ts"), what], { cwd: root, stdio: "inherit" });
    children.push(child);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** One vitest run of the given projects; resolves with its exit code. */
function lane(name, projects, extraArgs = []) {
  return new Promise((resolve) => {
    const args = [vitest, "run", ...projects.flatMap((p) => ["--project", p]), ...extraArgs];
    if (reportDir) {
      args.push("--reporter=default", "--reporter=json", `--outputFile.json=${join(reportDir, `${name}.json`)}`);
    }
    // Piped, not a terminal: vitest then prints one line per file instead of redrawing a status block, and the
    // lanes' lines can be told apart by their prefix.
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...color },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    const tag = `[${name}]`.padEnd(8);
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on("line", (line) => out.write(`${tag}${line}\n`));
    }
    child.on("exit", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0) }));
  });
}

// The template databases before any lane; the node lane starts at once after them, the browser lanes once the
// portal is built (meanwhile the node lane has both cores), and the process files as soon as the first other lane
// is done: one at a time, each with a core mostly to itself (they start whole stacks and wait on them; beside the
// node lane's two workers and two browser lanes they would starve).
const templates = await prepare("templates");
if (templates !== 0) process.exit(templates);
const runs = [lane("node", ["node", "web", "web-isolated"])];
const web = await prepare("web");
if (web !== 0) {
  runs.push(Promise.resolve({ name: "portal build", code: web }));
  runs.push(runs[0].then(() => lane("processes", ["processes"])));
} else {
  const browser = [];
  for (let i = 1; i <= browserLanes; i++) {
    const shard = browserLanes > 1 ? [`--shard=${i}/${browserLanes}`] : [];
    browser.push(lane(browserLanes > 1 ? `e2e-${i}` : "e2e", ["e2e"], shard));
  }
  runs.push(
    ...browser,
    // Whichever lane ends first makes room: since the portal component files stopped importing the app per file
    // (apps/web/vitest.config.ts) the node lane can be done before either browser lane.
    Promise.race([runs[0], ...browser]).then(() => lane("processes", ["processes"])),
  );
}

const results = await Promise.all(runs);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`\nnpm test: ${minutes} min wall, ${results.length} lanes side by side`);
for (const { name, code } of results)
  console.log(`  ${name.padEnd(12)} ${code === 0 ? "passed" : `FAILED (exit ${code})`}`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
