// createMany in chunks, skipping rows that already exist: the seed's idempotency mechanism.

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for our widest table (~35 columns). */
export const BATCH_SIZE = 1000;

type CreateMany<T> = (args: { data: T[]; skipDuplicates: boolean }) => PromiseLike<{ count: number }>;

/** Inserts rows in batches with ON CONFLICT DO NOTHING; returns how many were really inserted. */
export async function insertMissing<T>(createMany: CreateMany<T>, rows: readonly T[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const { count } = await createMany({ data: rows.slice(i, i + BATCH_SIZE), skipDuplicates: true });
    inserted += count;
  }
  return inserted;
}
