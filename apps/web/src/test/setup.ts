import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor wait up to 10 s instead of 1 s: the suite shares two cores with the API and browser tests (`npm
// test` runs the browser lane beside these), and a whole-app screen that renders in several seconds under that load
// is not a failure. Nothing asserts on time; a passing test never waits for the limit.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
