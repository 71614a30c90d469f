import type { PrismaClient } from "@care/db";

export interface MailboxEntry {
  to: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: string;
}

/** The first six-digit number standing alone in a message: the one-time code of our templates. */
export function extractCode(body: string): string | null {
  return /(?<![\d\w])(\d{6})(?![\d\w])/.exec(body)?.[1] ?? null;
}

/** Messages sent to an address, newest first (development mailbox; the route exists only with DEV_MAILBOX). */
export async function readDevMailbox(prisma: PrismaClient, email: string, limit = 50): Promise<MailboxEntry[]> {
  const rows = await prisma.devMailboxMessage.findMany({
    where: { to: email.toLowerCase() },
    orderBy: { createdAt: "desc" },
    take: limit,
  });
  return rows.map((r) => ({
    to: r.to,
    subject: r.subject,
    body: r.body,
    code: extractCode(r.body),
    created_at: r.createdAt.toISOString(),
  }));
}
