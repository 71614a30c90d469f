import { describe, expect, it } from "vitest";
import { decodeDashboardCursor, encodeDashboardCursor } from "./measurement-cursor.js";

const cursorOf = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("dashboard cursor", () => {
  it("reads the cursor the API issues (base64url JSON), accents included", () => {
    expect(decodeDashboardCursor(cursorOf(["Núñez", "José", 100123]))).toEqual({
      lastName: "Núñez",
      firstName: "José",
      memberId: 100123,
    });
    expect(encodeDashboardCursor({ lastName: "Núñez", firstName: "José", memberId: 100123 })).toBe(
      cursorOf(["Núñez", "José", 100123]),
    );
  });

  it("refuses forged cursors: bad base64, not JSON, wrong shape, ids out of int4 range, NUL in a name", () => {
    for (const forged of [
      "%%%",
      "a",
      cursorOf({ a: 1 }),
      Buffer.from("not json").toString("base64url"),
      cursorOf(["A", "B"]),
      cursorOf(["A", "B", 2_147_483_648]),
      cursorOf(["A", "B", 1e20]),
      cursorOf(["A", "B", 1.5]),
      cursorOf(["A", "B", -1]),
      cursorOf(["A", "B", "100123"]),
      cursorOf(["A\u0000", "B", 100123]),
      Buffer.from([0xff, 0xfe]).toString("base64url"),
    ]) {
      expect(decodeDashboardCursor(forged), forged).toBeNull();
    }
  });
});
