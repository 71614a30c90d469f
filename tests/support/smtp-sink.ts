// A real SMTP server for the tests that send mail (smtp-server, the SMTP server of the nodemailer project): it takes
// every message the platform sends to SMTP_URL and keeps its envelope and raw text, as a mail relay would get them.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body). */
  raw: string;
  /** The Subject header, unfolded. */
  subject: string;
}

export interface SmtpSink {
  /** For SMTP_URL: smtp://127.0.0.1:<port>. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Listens on a free loopback port. No STARTTLS and no AUTH on offer: nodemailer then speaks plain SMTP, as to a
 * relay on the same host, and needs no certificate.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({ from, to: session.envelope.rcptTo.map((a) => a.address), raw, subject: subjectOf(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = headers.replace(/\r?\n[ \t]+/g, " ");
  return /^Subject: (.*)$/im.exec(unfolded)?.[1]?.trim() ?? "";
}
