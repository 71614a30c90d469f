import { describe, expect, it } from "vitest";
import { runsPollInterval } from "./polling";

describe("runsPollInterval", () => {
  it("polls every 3 s while a run is in progress", () => {
    expect(runsPollInterval([{ status: "success" }, { status: "in_progress" }])).toBe(3000);
  });

  it("stops when every run finished, and before the first answer", () => {
    expect(runsPollInterval([{ status: "success" }, { status: "failed" }])).toBe(false);
    expect(runsPollInterval([])).toBe(false);
    expect(runsPollInterval(undefined)).toBe(false);
  });
});
