import { describe, expect, it } from "vitest";
import { ingestSignature, ingestTimestamp, signedIngestHeaders } from "./signature.js";

// Expected values computed independently: printf '%s' '1767225600.{"events":[]}' | openssl dgst -sha256 -hmac s3cret
const SIGNATURE = "183eb63b8a78bc5c419da14349a019e32cf8d2fb04943484e9083b47c3df5ec7";

describe("device signature", () => {
  it("is the hex HMAC-SHA256 of '<timestamp>.<raw body>' keyed with the secret", () => {
    expect(ingestSignature("s3cret", "1767225600", '{"events":[]}')).toBe(SIGNATURE);
  });

  it("covers the exact bytes: another body, time or secret signs differently", () => {
    expect(ingestSignature("s3cret", "1767225600", '{"events": []}')).not.toBe(SIGNATURE);
    expect(ingestSignature("s3cret", "1767225601", '{"events":[]}')).not.toBe(SIGNATURE);
    expect(ingestSignature("s3cret2", "1767225600", '{"events":[]}')).not.toBe(SIGNATURE);
  });

  it("builds the headers a device sends", () => {
    expect(signedIngestHeaders({ uid: "358209110000001", secret: "s3cret" }, '{"events":[]}', "1767225600")).toEqual({
      "content-type": "application/json",
      "x-device-id": "358209110000001",
      "x-timestamp": "1767225600",
      "x-signature": SIGNATURE,
    });
  });

  it("stamps whole unix seconds", () => {
    expect(ingestTimestamp(Date.parse("2026-01-01T00:00:00.999Z"))).toBe("1767225600");
  });
});
