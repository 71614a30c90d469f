import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// findBy*/waitFor wait up to 5 s instead of 1 s: the suite shares two cores with the API and browser tests, and a
// screen that renders in 1.2 s under that load is not a failure. Nothing asserts on time.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
