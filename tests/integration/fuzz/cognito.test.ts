import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "@care/contracts";
import { FUZZ_GROUPS, fuzzGroup, groupOf } from "./run.js";

// The contract-driven fuzz of this group's routes: see README.md (how it works, how to replay a seed).
fuzzGroup("cognito");

describe("fuzz coverage", () => {
  it("fuzzes every route of ROUTE_TABLE in a group that has its test file", () => {
    const groups = new Set(ROUTE_TABLE.map(groupOf));
    for (const g of FUZZ_GROUPS) expect(existsSync(new URL(`./${g}.test.ts`, import.meta.url)), g).toBe(true);
    expect([...groups].every((g) => (FUZZ_GROUPS as readonly string[]).includes(g))).toBe(true);
  });
});
