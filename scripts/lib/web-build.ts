import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { join, relative, resolve } from "node:path";

// The portal's production build, made once per set of sources and shared by whoever needs it: `npm start`, the
// browser tests (tests/e2e/support/global-setup.ts) and the test of `npm start` (tests/integration/start.test.ts).
// A build takes about a minute on two cores; before this, one test run made three identical ones.
//
// Each build lives in a folder named after the hash of everything the bundle is made from, and is never changed once
// made: a new build goes to a new folder (built aside, then renamed into place), so a running stack's files cannot be
// swapped under it, and two processes asking at once at worst both build and one keeps its copy.

const ROOT = resolve(import.meta.dirname, "../..");
const WEB_ROOT = join(ROOT, "apps/web");
/** npm ci empties node_modules, so a fresh install starts with no build to trust. */
export const WEB_BUILD_CACHE = join(ROOT, "node_modules/.cache/care-web");
/** Builds not used for this long are removed when another is made. */
const KEEP_UNUSED_MS = 7 * 24 * 3600_000;

/**
 * What the bundle is made from: the portal's sources and configuration, the workspace packages it imports
 * (@care/contracts), the lockfile (every library's version) and the TypeScript settings. Tests of the portal do not
 * change the bundle and are left out, so editing one does not cost a build.
 */
const INPUTS = ["apps/web", "packages/contracts", "package-lock.json", "tsconfig.base.json"];
const SKIPPED_DIRS = new Set(["node_modules", "dist", "test"]);
const isTestFile = (name: string): boolean => /\.test\.tsx?$/.test(name);

function inputFiles(path: string, out: string[]): void {
  const st = statSync(path);
  if (st.isFile()) {
    out.push(path);
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    if (entry.isFile() && isTestFile(entry.name)) continue;
    inputFiles(join(path, entry.name), out);
  }
}

/**
 * The hash of the build's inputs: file paths and contents, and the VITE_* variables (Vite writes them into the
 * bundle). Reading the few hundred files takes tens of milliseconds.
 */
export function webSourceHash(env: NodeJS.ProcessEnv = process.env): string {
  const files: string[] = [];
  for (const input of INPUTS) inputFiles(join(ROOT, input), files);
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash.update(relative(ROOT, file)).update("\0").update(readFileSync(file)).update("\0");
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith("VITE_"))
    .sort()) {
    hash.update(`${key}=${env[key]}\0`);
  }
  return hash.digest("hex").slice(0, 24);
}

function pruneUnused(keep: string): void {
  if (!existsSync(WEB_BUILD_CACHE)) return;
  for (const name of readdirSync(WEB_BUILD_CACHE)) {
    const dir = join(WEB_BUILD_CACHE, name);
    if (dir === keep) continue;
    // A folder left by a build that died (".tmp-") or one nobody used for a week.
    if (name.includes(".tmp-") || Date.now() - statSync(dir).mtimeMs > KEEP_UNUSED_MS) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

export interface WebBuild {
  /** The folder to serve (the API's WEB_DIST). */
  dir: string;
  /** False when a build of the same sources was already there. */
  built: boolean;
}

/** The portal built from the current sources: the existing build when there is one, else a new one. */
export async function ensureWebBuild(log: (msg: string) => void = () => {}): Promise<WebBuild> {
  const dir = join(WEB_BUILD_CACHE, webSourceHash());
  if (existsSync(join(dir, "index.html"))) {
    const now = new Date();
    utimesSync(dir, now, now);
    return { dir, built: false };
  }
  log("building the portal");
  mkdirSync(WEB_BUILD_CACHE, { recursive: true });
  const tmp = `${dir}.tmp-${process.pid}`;
  // Imported here: a process that finds its build made never loads Vite.
  const { build } = await import("vite");
  await build({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir: tmp, emptyOutDir: true },
  });
  try {
    renameSync(tmp, dir);
  } catch (err) {
    // Another process put the same build in place meanwhile: use it.
    rmSync(tmp, { recursive: true, force: true });
    if (!existsSync(join(dir, "index.html"))) throw err;
    return { dir, built: false };
  }
  pruneUnused(dir);
  return { dir, built: true };
}
