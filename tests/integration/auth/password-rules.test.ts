import { describe, expect, it } from "vitest";
import { evaluatePassword, hasAscendingDigits, type PasswordRuleId } from "@care/contracts";

// Spec 1 §5: ≥ 14 characters; an uppercase, a lowercase, a digit and a special from # ? ! @ $ % ^ & * -;
// no ascending consecutive digits (e.g. "12"). Each row names the rules that must fail.
const CASES: { pw: string; failing: PasswordRuleId[]; why: string }[] = [
  { pw: "Demo#Portal2026x", failing: [], why: "the demo password (2-0, 0-2, 2-6 are not ascending)" },
  { pw: "Fresh#Garden9753x", failing: [], why: "descending digits" },
  { pw: "Abcdefgh#jklm9", failing: [], why: "exactly 14 characters" },
  { pw: "Abcdefg#jklm9", failing: ["min_length"], why: "13 characters" },
  { pw: "abcdefgh#jklm97", failing: ["uppercase"], why: "no uppercase" },
  { pw: "ABCDEFGH#JKLM97", failing: ["lowercase"], why: "no lowercase" },
  { pw: "Abcdefgh#jklmno", failing: ["digit"], why: "no digit" },
  { pw: "Abcdefghijklm97", failing: ["special"], why: "no special" },
  { pw: "Abcdefgh_jklm97", failing: ["special"], why: "underscore is not in the list" },
  { pw: "Abcdefgh#jklm12", failing: ["no_ascending_digits"], why: "'12' ascends" },
  { pw: "Abcdefgh#jk45lm", failing: ["no_ascending_digits"], why: "'45' ascends" },
  { pw: "Abcdefgh#jk89lm", failing: ["no_ascending_digits"], why: "'89' ascends" },
  { pw: "Abcdefgh#jk21lm", failing: [], why: "'21' is fine" },
  { pw: "Abcdefgh#jk1x2lm", failing: [], why: "digits not adjacent" },
  { pw: "Abcdefgh#jk90lm", failing: [], why: "'90' does not ascend" },
  { pw: "", failing: ["min_length", "uppercase", "lowercase", "digit", "special"], why: "empty" },
];

describe("password rules (spec 1 §5)", () => {
  it.each(CASES)("$pw: $why", ({ pw, failing }) => {
    const result = evaluatePassword(pw);
    expect(result.rules.filter((r) => !r.passed).map((r) => r.id)).toEqual(failing);
    expect(result.valid).toBe(failing.length === 0);
  });

  it.each(["#", "?", "!", "@", "$", "%", "^", "&", "*", "-"])("accepts %s as the special character", (special) => {
    expect(evaluatePassword(`Abcdefgh${special}jklm97`).valid).toBe(true);
  });

  it("lists every rule, in display order, with a label", () => {
    const ids = evaluatePassword("x").rules.map((r) => r.id);
    expect(ids).toEqual(["min_length", "uppercase", "lowercase", "digit", "special", "no_ascending_digits"]);
    expect(evaluatePassword("x").rules.every((r) => r.label.length > 0)).toBe(true);
  });

  it("detects ascending pairs only", () => {
    expect(hasAscendingDigits("0123")).toBe(true);
    expect(hasAscendingDigits("3210")).toBe(false);
    expect(hasAscendingDigits("1a2")).toBe(false);
  });
});
