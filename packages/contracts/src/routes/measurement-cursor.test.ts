import { describe, expect, it } from "vitest";
import {
  decodeCursorValues,
  decodeDashboardCursor,
  encodeCursorValues,
  encodeDashboardCursor,
} from "./measurement-cursor.js";

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

describe("cursor values", () => {
  it("reads back the array a cursor carries, of the length asked for or any length", () => {
    expect(encodeCursorValues(["Núñez", 7])).toBe(cursorOf(["Núñez", 7]));
    expect(decodeCursorValues(cursorOf(["Núñez", 7]), 2)).toEqual(["Núñez", 7]);
    expect(decodeCursorValues(cursorOf(["name", "Adams", "Ann", 100001]))).toEqual(["name", "Adams", "Ann", 100001]);
  });

  it("refuses what is not such an array: bad base64, not JSON, an object, another length", () => {
    for (const forged of [
      "%%%",
      Buffer.from("not json").toString("base64url"),
      cursorOf({ a: 1 }),
      cursorOf("text"),
      cursorOf([1, 2, 3]),
    ]) {
      expect(decodeCursorValues(forged, 2), forged).toBeNull();
    }
  });
});
