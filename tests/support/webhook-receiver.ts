// A real HTTP receiver for the tests of outgoing webhooks (node:http): it records every request with its raw body
// and whether its HMAC-SHA256 signature checks out with the shared secret, and answers the statuses it is told to.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  raw: string;
  /** The parsed JSON body. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever was posted
  body: any;
  /** x-care-signature is the hex HMAC-SHA256 of `<x-care-timestamp>.<raw body>` keyed with the secret. */
  signatureValid: boolean;
  /** The status this receiver answered. */
  answered: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  /** The statuses of the next requests, in order; once used up, every request gets 200. */
  answerNext(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const plan: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const timestamp = String(req.headers["x-care-timestamp"] ?? "");
      const expected = createHmac("sha256", secret).update(`${timestamp}.${raw}`).digest();
      const given = Buffer.from(String(req.headers["x-care-signature"] ?? ""), "hex");
      const signatureValid = given.length === expected.length && timingSafeEqual(given, expected);
      const answered = plan.shift() ?? 200;
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        // recorded as null: the test's assertions on the body then fail with what arrived
      }
      received.push({ headers: req.headers, raw, body, signatureValid, answered });
      res.writeHead(answered, { "content-type": "text/plain" }).end(answered === 200 ? "ok" : "try again");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/alarm-hook`,
    received,
    answerNext: (...statuses) => plan.push(...statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
