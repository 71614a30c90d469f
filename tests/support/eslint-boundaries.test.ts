// The portal's layers (eslint.config.js): shared (apps/web/src/lib) ← features ← app. A file under
// apps/web/src/features/<a> may import neither apps/web/src/features/<b> nor apps/web/src/app, and lib imports
// neither, relatively or through a path naming them. Linted with the repository's own configuration through
// ESLint's Node API; the files need not exist.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { ROOT } from "./databases.js";

const eslint = new ESLint({ cwd: ROOT });
const MESSAGE =
  "A portal feature must not import another feature: move the shared code to apps/web/src/lib, or compose the features in apps/web/src/app.";
const FEATURE_TO_APP =
  "A portal feature must not import the app layer (apps/web/src/app): move what it needs to apps/web/src/lib.";
const LIB_LAYER =
  "apps/web/src/lib is the shared layer: it must not import a feature or the app (apps/web/src/features, apps/web/src/app).";

/** The no-restricted-imports messages ESLint reports for `source` placed at `file` (relative to the root). */
async function boundaryErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${ROOT}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("portal feature boundaries", () => {
  it.each([
    ["apps/web/src/features/home/pages/HomePage.tsx", "../../devices/api/get-device-history"],
    ["apps/web/src/features/home/index.ts", "../devices/api/get-device-history"],
    ["apps/web/src/features/senior/components/dashboard/cards.ts", "../../../devices/api/get-device-history"],
    ["apps/web/src/features/home/pages/HomePage.tsx", "../../../features/devices/api/get-device-history"],
    ["apps/web/src/features/home/pages/HomePage.tsx", "@/features/devices/api/get-device-history"],
    ["apps/web/src/features/home/pages/HomePage.tsx", "../../devices"],
  ])("refuses %s importing %s", async (file, from) => {
    expect(await boundaryErrors(file, `import x from "${from}";\nexport default x;\n`)).toEqual([
      `'${from}' import is restricted from being used by a pattern. ${MESSAGE}`,
    ]);
  });

  it.each([
    // The feature's own code, however deep.
    ["apps/web/src/features/home/pages/HomePage.tsx", "../api/get-home"],
    ["apps/web/src/features/senior/components/Tabs.tsx", "./dashboard/cards"],
    ["apps/web/src/features/senior/components/dashboard/cards.ts", "../../api/get-senior"],
    // The shared layer.
    ["apps/web/src/features/home/pages/HomePage.tsx", "../../../lib/routing/paths"],
    ["apps/web/src/features/senior/components/dashboard/cards.ts", "../../../../lib/api/api-client"],
    ["apps/web/src/features/home/index.ts", "../../lib/table"],
    // Packages.
    ["apps/web/src/features/home/pages/HomePage.tsx", "@care/contracts"],
    // A test reaches the app's providers through the harness.
    ["apps/web/src/features/home/pages/HomePage.test.tsx", "../../../test/app-providers"],
    // The app layer composes features: the router imports every feature's pages.
    ["apps/web/src/app/routing/pages.ts", "../../features/devices/pages/DeviceHistoryPage"],
    ["apps/web/src/app/pages/senior/SeniorPage.tsx", "../../../lib/routing/senior-tabs"],
  ])("allows %s importing %s", async (file, from) => {
    expect(await boundaryErrors(file, `import x from "${from}";\nexport default x;\n`)).toEqual([]);
  });

  it.each([
    ["apps/web/src/features/home/pages/HomePage.tsx", "../../../app/routing/routes"],
    ["apps/web/src/features/home/index.ts", "../../app/App"],
    ["apps/web/src/features/senior/components/dashboard/cards.ts", "../../../../app/services"],
    ["apps/web/src/features/home/pages/HomePage.tsx", "@/app/routing/routes"],
    ["apps/web/src/features/home/pages/HomePage.test.tsx", "../../../app/App"],
  ])("refuses the feature %s importing the app layer %s", async (file, from) => {
    expect(await boundaryErrors(file, `import x from "${from}";\nexport default x;\n`)).toEqual([
      `'${from}' import is restricted from being used by a pattern. ${FEATURE_TO_APP}`,
    ]);
  });

  it.each([
    ["apps/web/src/lib/api/route-hooks.ts", "../../app/services"],
    ["apps/web/src/lib/table/columns/cells.tsx", "../../../app/routing/paths"],
    ["apps/web/src/lib/api/route-hooks.ts", "../../features/devices/api/get-device-history"],
    ["apps/web/src/lib/services.tsx", "./features/home"],
    ["apps/web/src/lib/map/map.test.tsx", "@/app/App"],
  ])("refuses the shared %s importing %s", async (file, from) => {
    expect(await boundaryErrors(file, `import x from "${from}";\nexport default x;\n`)).toEqual([
      `'${from}' import is restricted from being used by a pattern. ${LIB_LAYER}`,
    ]);
  });

  it.each([
    ["apps/web/src/lib/api/route-hooks.ts", "../services"],
    ["apps/web/src/lib/table/AdminListPage.tsx", "../layout/PageHeader"],
    ["apps/web/src/lib/routing/senior-tabs.ts", "./paths"],
    ["apps/web/src/lib/map/map.test.tsx", "../../test/app-providers"],
    ["apps/web/src/lib/api/route-hooks.ts", "@tanstack/react-query"],
  ])("allows the shared %s importing %s", async (file, from) => {
    expect(await boundaryErrors(file, `import x from "${from}";\nexport default x;\n`)).toEqual([]);
  });
});

// Apps are not libraries (scripts/lint/no-cross-app-imports.js): code under apps/<a>, packages/, simulator/,
// scripts/ or prisma/ may not import apps/<b>/src, relatively (any depth) or through the app's workspace name.
// tests/** may: tests exercise the apps' internals.
const CROSS_APP_RULE = "care-boundaries/no-cross-app-imports";

async function crossAppErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === CROSS_APP_RULE).map((m) => m.message);
}

const crossApp = (source: string, target: string, from: string): string =>
  `'${source}' reaches into apps/${target}/src from ${from}: an app's internals are its own. Move the shared code to a package under packages/ (a @care/* workspace).`;

describe("no imports into another app's src", () => {
  it.each([
    ["apps/api/src/modules/ingest/service.ts", "../../../../worker/src/worker-role.js", "worker", "apps/api"],
    ["apps/worker/src/jobs/evaluate.ts", "@care/api/src/app.js", "api", "apps/worker"],
    ["apps/worker/src/main.ts", "@care/api", "api", "apps/worker"],
    ["apps/web/src/lib/api/api-client.ts", "../../../../api/src/errors.js", "api", "apps/web"],
    ["simulator/src/backfill.ts", "../../apps/api/src/modules/ingest/checks.js", "api", "simulator"],
    ["packages/ingest/src/checks.ts", "../../../apps/api/src/errors.js", "api", "packages/ingest"],
    ["scripts/start.ts", "../apps/worker/src/worker-role.js", "worker", "scripts"],
    ["scripts/lib/supervisor.ts", "../../apps/worker/src", "worker", "scripts"],
    ["prisma/seed/devices.ts", "../../apps/api/src/modules/ingest/geofence.js", "api", "prisma"],
  ])("refuses %s importing %s", async (file, source, target, from) => {
    expect(await crossAppErrors(file, `import x from "${source}";\nexport default x;\n`)).toEqual([
      crossApp(source, target, from),
    ]);
  });

  it("refuses re-exports and dynamic imports too", async () => {
    const source = "../../apps/api/src/app.js";
    const code = `export * from "${source}";\nexport { x } from "${source}";\nexport const m = await import("${source}");\n`;
    expect(await crossAppErrors("simulator/src/run.ts", code)).toEqual([
      crossApp(source, "api", "simulator"),
      crossApp(source, "api", "simulator"),
      crossApp(source, "api", "simulator"),
    ]);
  });

  it.each([
    // Shared code comes from packages.
    ["apps/api/src/modules/ingest/service.ts", "@care/ingest"],
    ["simulator/src/model/profile.ts", "@care/ingest/prng"],
    // An app's own code, its tests included.
    ["apps/api/src/modules/ingest/routes.ts", "../../errors.js"],
    ["apps/worker/src/jobs/evaluate.test.ts", "../main.js"],
    ["apps/api/test/ingest.test.ts", "../src/app.js"],
    ["apps/api/src/app.test.ts", "@care/api/src/app.js"],
    // Another app's files outside src (its manifest).
    ["scripts/lib/web-build.ts", "../../apps/web/package.json"],
    // Tests exercise the apps' internals.
    ["tests/integration/ingest/refusals.test.ts", "../../../apps/api/src/app.js"],
    ["tests/bench/alarm.bench.ts", "../../apps/worker/src/worker-role.js"],
    // The simulator's own modules.
    ["simulator/src/cli.ts", "./run.js"],
  ])("allows %s importing %s", async (file, source) => {
    expect(await crossAppErrors(file, `import x from "${source}";\nexport default x;\n`)).toEqual([]);
  });
});
