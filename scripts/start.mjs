#!/usr/bin/env node
// `npm start` entry. Plain JavaScript on purpose: on a fresh clone nothing is installed yet, so this file
// installs the dependencies (npm ci) when they are missing and then hands over to scripts/start.ts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const tsx = join(root, "node_modules", ".bin", "tsx");

if (!existsSync(tsx) || !existsSync(join(root, "node_modules", ".package-lock.json"))) {
  console.log("[start] installing dependencies (npm ci)…");
  const r = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The supervisor handles SIGINT/SIGTERM itself; this wrapper only forwards them and mirrors its exit code.
// This process is the top of the stack: every process below watches it (scripts/lib/exit-with-supervisor.mjs) and
// stops by itself when it is gone, even killed with SIGKILL.
const watch = pathToFileURL(join(root, "scripts", "lib", "exit-with-supervisor.mjs")).href;
const child = spawn(
  process.execPath,
  ["--import", "tsx", "--import", watch, join(root, "scripts", "start.ts"), ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: { ...process.env, CARE_SUPERVISOR_PID: String(process.pid) } },
);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
