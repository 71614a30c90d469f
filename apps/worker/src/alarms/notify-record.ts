import type { PrismaClient } from "@care/db";
import type { ChainStep } from "./chain-steps.js";

export interface NotificationTry {
  alarmId: string;
  step: ChainStep;
  stepIndex: number;
  channel: "email" | "webhook";
  /** The address or URL; "" for a skipped step. */
  target: string;
  status: "sent" | "failed" | "skipped";
  error?: string;
}

/** Longest error text kept on a row (an SMTP or HTTP answer can be long; the start says what went wrong). */
const MAX_ERROR = 1000;

/**
 * Records one try of one delivery: one row per (alarm, step, target), its `attempts` counting every try, so the
 * alarm shows each step, where it went, whether it arrived and after how many tries.
 */
export async function recordTry(prisma: PrismaClient, t: NotificationTry): Promise<void> {
  const now = new Date();
  const result = {
    status: t.status,
    lastError: t.error?.slice(0, MAX_ERROR) ?? null,
    sentAt: t.status === "sent" ? now : null,
    stepIndex: t.stepIndex,
  };
  const tried = t.status === "skipped" ? 0 : 1;
  await prisma.alarmNotification.upsert({
    where: { alarmId_step_target: { alarmId: t.alarmId, step: t.step, target: t.target } },
    create: { alarmId: t.alarmId, step: t.step, channel: t.channel, target: t.target, attempts: tried, ...result },
    update: { ...result, attempts: { increment: tried } },
  });
}

/** Targets of a step already delivered: a retried or repeated step never sends to them again. */
export async function deliveredTargets(prisma: PrismaClient, alarmId: string, step: ChainStep): Promise<Set<string>> {
  const rows = await prisma.alarmNotification.findMany({
    where: { alarmId, step, status: "sent" },
    select: { target: true },
  });
  return new Set(rows.map((r) => r.target));
}
