import nodemailer, { type Transporter } from "nodemailer";
import type { PrismaClient } from "@care/db";
import type { Config } from "./config.js";

export interface MailMessage {
  /** Recipient address; stored lowercased in the development mailbox. */
  to: string;
  subject: string;
  /** Plain text body. */
  text: string;
}

/** The one way the platform sends mail (the API's sign-in flows, the worker's report notices). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The two log calls the mailer makes: Fastify's logger and the worker's pino logger both fit. */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object | string, msg?: string): void;
}

export interface MailerDeps {
  config: Pick<Config, "DEV_MAILBOX" | "SMTP_URL" | "MAIL_FROM">;
  prisma: PrismaClient;
  log: MailLog;
}

// Stored bodies are bounded: the mailbox is a development aid, not an archive.
const MAX_BODY = 20_000;

/**
 * SMTP when SMTP_URL is set. With DEV_MAILBOX=true every message is also written to the development mailbox
 * (GET /api/dev/mailbox), so testers and automated tests can read codes whatever the SMTP setup.
 * With neither, a message is dropped and a warning names its recipient and subject, never its body: keeping the
 * codes in a table nobody asked for would be a second way to read them.
 */
export function createMailer(deps: MailerDeps): Mailer {
  const { config, prisma, log } = deps;
  const smtp: Transporter | undefined = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  const toMailbox = config.DEV_MAILBOX;
  if (!smtp && !toMailbox) {
    log.warn("SMTP_URL is not set and DEV_MAILBOX is off: outgoing mail (reset and MFA codes) is dropped");
  }

  return {
    async send(message: MailMessage): Promise<void> {
      const to = message.to.trim().toLowerCase();
      if (toMailbox) {
        await prisma.devMailboxMessage.create({
          data: { to, subject: message.subject.slice(0, 500), body: message.text.slice(0, MAX_BODY) },
        });
      }
      if (smtp) {
        await smtp.sendMail({ from: config.MAIL_FROM, to, subject: message.subject, text: message.text });
      }
      // Never log the body: it carries one-time codes.
      if (!smtp && !toMailbox) {
        log.warn({ to, subject: message.subject }, "mail dropped: no SMTP_URL and the development mailbox is off");
        return;
      }
      log.info({ to, subject: message.subject, smtp: Boolean(smtp), mailbox: toMailbox }, "mail sent");
    },
    close(): void {
      smtp?.close();
    },
  };
}
