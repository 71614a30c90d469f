// The portal's feature boundary (eslint.config.js): a file under apps/web/src/features/<a> may not import
// apps/web/src/features/<b>, relatively or through a path naming features/. Linted with the repository's own
// configuration through ESLint's Node API; the files need not exist.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { ROOT } from "./databases.js";

const eslint = new ESLint({ cwd: ROOT });
const MESSAGE =
  "A portal feature must not import another feature: move the shared code to apps/web/src/app or apps/web/src/lib.";

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
    // The shared layers.
    ["apps/web/src/features/home/pages/HomePage.tsx", "../../../app/routing/paths"],
    ["apps/web/src/features/senior/components/dashboard/cards.ts", "../../../../lib/api/api-client"],
    ["apps/web/src/features/home/index.ts", "../../lib/table"],
    // Packages.
    ["apps/web/src/features/home/pages/HomePage.tsx", "@care/contracts"],
    // Outside features/ the rule does not apply: the router imports every feature's pages.
    ["apps/web/src/app/routing/pages.ts", "../../features/devices/pages/DeviceHistoryPage"],
  ])("allows %s importing %s", async (file, from) => {
    expect(await boundaryErrors(file, `import x from "${from}";\nexport default x;\n`)).toEqual([]);
  });
});
