import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll, vi } from "vitest";

// findBy*/waitFor wait up to 10 s instead of 1 s: the suite shares two cores with the API and browser tests (`npm
// test` runs the browser lane beside these), and a whole-app screen that renders in several seconds under that load
// is not a failure. Nothing asserts on time; a passing test never waits for the limit.
configure({ asyncUtilTimeout: 10_000 });

// The web project runs without isolation (apps/web/vitest.config.ts): the files of one worker share a window and
// the imported modules, which saves importing MUI and the app again for every file. So each file starts from a
// blank page: whatever an earlier file left (a popover or modal portal still in <body>, the scroll lock's padding
// and aria-hidden marks, fake timers, spies) is cleared here before the file's first test.
//
// Every module of the portal is imported before the first test of the worker (later files find them imported). A
// page is a React.lazy import, and React keeps a lazy page's failure for good: an import still under way when a file
// ended failed ("after the environment was torn down") and left that page broken for every later file of the worker
// (its tests saw an error screen instead of the page). With everything imported, a page loads within a microtask.
// Not main.tsx: it starts the portal in the page.
const portalModules = import.meta.glob(["../**/*.{ts,tsx}", "!../main.tsx", "!../**/*.test.{ts,tsx}", "!./**"]);

beforeAll(async () => {
  await Promise.all(Object.values(portalModules).map((load) => load()));
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) if (name !== "lang") element.removeAttribute(name);
  }
  window.history.replaceState(null, "", "/");
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
