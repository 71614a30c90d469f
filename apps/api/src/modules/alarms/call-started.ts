import type { Prisma } from "@care/db";

/**
 * The alarm's first call (issue 27 item 5), written by the call entry in the transaction that stores the call log,
 * so the two agree: first_call_started_at is the earliest start_time of the alarm's calls (LEAST ignores the NULL
 * before a first call; a call entered later about an earlier start moves it back). The timeline lists every call
 * from the call logs themselves; this column is what response-time figures read without a join.
 */
export async function recordCallStarted(
  tx: Prisma.TransactionClient,
  call: { alarmId: string; startTime: Date },
): Promise<void> {
  await tx.$executeRaw`
    UPDATE alarm SET first_call_started_at = LEAST(first_call_started_at, ${call.startTime}::timestamptz)
    WHERE id = ${call.alarmId}::uuid`;
}
