import { describe, expect, it } from "vitest";
import { illFormedField, wellFormed } from "./well-formed-text.js";

const SURROGATE = "contains a lone UTF-16 surrogate";
const NUL = "contains a NUL character (U+0000)";

describe("well-formed text", () => {
  it("finds the first lone surrogate in strings and keys, and passes paired ones", () => {
    expect(illFormedField({ a: "fine 👩‍👩‍👧", b: ["ok", "\uDFFF lone"] }, "body")).toEqual({
      field: "body.b.1",
      reason: SURROGATE,
    });
    expect(illFormedField({ ["\uD800"]: 1 }, "body")).toEqual({ field: "body", reason: `a key ${SURROGATE}` });
    expect(illFormedField({ a: "\uD83D\uDE00", b: 1, c: null }, "body")).toBeNull();
    expect(illFormedField("\uD800", "query")).toEqual({ field: "query", reason: SURROGATE });
  });

  it("finds a NUL anywhere in a string, a nested field or a key, and names where", () => {
    expect(illFormedField({ persona: { hobbies: { data: "chess\u0000" } } }, "body")).toEqual({
      field: "body.persona.hobbies.data",
      reason: NUL,
    });
    expect(illFormedField({ tags: ["a", "b", "\u0000c"] }, "body")).toEqual({ field: "body.tags.2", reason: NUL });
    expect(illFormedField({ id: "\u0000" }, "params")).toEqual({ field: "params.id", reason: NUL });
    expect(illFormedField({ x: { ["k\u0000"]: "v" } }, "query")).toEqual({ field: "query.x", reason: `a key ${NUL}` });
    // Other control characters are storable: they are for each field's own contract to allow or refuse.
    expect(illFormedField({ a: "\u0001\u0007\t\r\n\u001b" }, "body")).toBeNull();
    expect(illFormedField(undefined, "params")).toBeNull();
  });

  it("replaces lone surrogates and NUL with U+FFFD and keeps pairs", () => {
    expect(wellFormed("a\uD800b\uDFFFc\uD83D\uDE00")).toBe("a\uFFFDb\uFFFDc\uD83D\uDE00");
    expect(wellFormed("a\u0000b\u0000")).toBe("a\uFFFDb\uFFFD");
  });
});
