import { describe, expect, it } from "vitest";
import { illFormedField, wellFormed } from "./well-formed-text.js";

describe("well-formed text", () => {
  it("finds the first lone surrogate in strings and keys, and passes paired ones", () => {
    expect(illFormedField({ a: "fine 👩‍👩‍👧", b: ["ok", "\uDFFF lone"] }, "body")).toBe("body.b.1");
    expect(illFormedField({ ["\uD800"]: 1 }, "body")).toBe("body");
    expect(illFormedField({ a: "\uD83D\uDE00", b: 1, c: null }, "body")).toBeNull();
    expect(illFormedField("\uD800", "query")).toBe("query");
  });

  it("replaces lone surrogates with U+FFFD and keeps pairs", () => {
    expect(wellFormed("a\uD800b\uDFFFc\uD83D\uDE00")).toBe("a\uFFFDb\uFFFDc\uD83D\uDE00");
  });
});
