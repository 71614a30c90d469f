// The device signature (docs/ingestion.md, @care/contracts INGEST_HEADERS): written once, for the API that checks it
// and for everything that signs like a device (the simulator, the test clients, the benchmarks).
import { createHmac } from "node:crypto";
import { INGEST_HEADERS, ingestSigningString } from "@care/contracts";

/** hex HMAC-SHA256 of the signing string (`${timestamp}.${rawBody}`), keyed with the secret's UTF-8 bytes. */
export function ingestSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac("sha256", secret).update(ingestSigningString(timestamp, rawBody)).digest("hex");
}

/** A device's identifier (IMEI, MAC or hub serial, as registered) and its secret. */
export interface SigningDevice {
  uid: string;
  secret: string;
}

/** The current time as the x-timestamp header carries it: whole unix seconds. */
export function ingestTimestamp(now: number = Date.now()): string {
  return String(Math.floor(now / 1000));
}

/** The headers a device sends with the JSON body `rawBody`: content type, its identifier, the time, the signature. */
export function signedIngestHeaders(
  device: SigningDevice,
  rawBody: string,
  timestamp: string = ingestTimestamp(),
): Record<string, string> {
  return {
    "content-type": "application/json",
    [INGEST_HEADERS.deviceId]: device.uid,
    [INGEST_HEADERS.timestamp]: timestamp,
    [INGEST_HEADERS.signature]: ingestSignature(device.secret, timestamp, rawBody),
  };
}
