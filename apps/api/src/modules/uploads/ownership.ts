import { seniorQuotaMessage, UPLOAD_MESSAGES } from "@care/contracts";
import type { Db, UploadKind } from "@care/db";
import { AppError, badRequest } from "../../errors.js";

// Uploads are owned (issue 25 item 6, docs/uploads.md 'Owned and bounded'): every object put in the store under a
// key the API made has an `upload` row naming its uploader. A record (a photo, a POA document, a wellness-plan
// file) adopts the key in the transaction that writes the record: by the uploader only, once, and only a kind the
// record takes. Rows never adopted are removed with their objects after a day by the worker's `unadopted-uploads`.

export interface NewUpload {
  key: string;
  /** Bytes stored, or the most the presigned POST lets the store take. */
  size: number;
}

/** Uploads a later request may adopt (the generic upload routes): removed after a day unless adopted. */
export async function recordUploads(
  db: Db,
  uploaderId: string,
  kind: UploadKind,
  files: readonly NewUpload[],
): Promise<void> {
  await db.upload.createMany({ data: files.map((f) => ({ key: f.key, uploaderId, kind, size: f.size })) });
}

/** Uploads adopted at once by the record the same transaction writes (senior photos, wellness-plan files). */
export async function recordAdopted(
  tx: Db,
  uploaderId: string,
  kind: UploadKind,
  seniorId: string,
  files: readonly NewUpload[],
): Promise<void> {
  const adoptedAt = new Date();
  await tx.upload.createMany({
    data: files.map((f) => ({ key: f.key, uploaderId, kind, size: f.size, seniorId, adoptedAt })),
  });
}

export interface Adoption {
  key: string;
  /** The caller: only the uploader adopts a key. */
  uploaderId: string;
  /** The kinds the adopting record takes. */
  kinds: readonly UploadKind[];
  seniorId: string;
  /** The input field that named the key, for the 400/409's field list. */
  field: string;
  /** Texts of the adopting route for a key it does not know and for a key already adopted. */
  messages: { notFound: string; adopted: string };
}

/**
 * Adopts one uploaded key for a senior's record, in the transaction that writes the record (so a refused record
 * leaves the key unadopted, and two records cannot both adopt it: the second waits on the row and finds it taken).
 * Answers the stored size. 400 for an unknown key, someone else's or one of another kind; 409 once adopted.
 */
export async function adoptUpload(tx: Db, a: Adoption): Promise<number> {
  const adoptedAt = new Date();
  const { count } = await tx.upload.updateMany({
    where: { key: a.key, uploaderId: a.uploaderId, kind: { in: [...a.kinds] }, adoptedAt: null },
    data: { adoptedAt, seniorId: a.seniorId },
  });
  const row = await tx.upload.findUnique({ where: { key: a.key } });
  if (count === 1 && row) return row.size;
  const refuse = (message: string): AppError => badRequest(message, [{ field: a.field, reason: message }]);
  if (!row) throw refuse(a.messages.notFound);
  if (row.uploaderId !== a.uploaderId) throw refuse(UPLOAD_MESSAGES.notYourUpload);
  if (row.adoptedAt !== null) {
    throw new AppError("CONFLICT", a.messages.adopted, { fields: [{ field: a.field, reason: a.messages.adopted }] });
  }
  throw refuse(UPLOAD_MESSAGES.wrongKind);
}

/**
 * Holds the senior row until the transaction ends: adoptions for one senior take turns, so two cannot both fit
 * under the quota (nor two photo batches under the ten-photo limit).
 */
export async function lockSenior(tx: Db, seniorId: string): Promise<void> {
  await tx.$executeRaw`SELECT 1 FROM senior WHERE id = ${seniorId}::uuid FOR UPDATE`;
}

/**
 * 413 when what is adopted for the senior (this transaction's adoptions included) passes the quota; the
 * transaction's rollback then undoes the adoption. Call after lockSenior and the adoptions.
 */
export async function requireSeniorQuota(tx: Db, seniorId: string, quotaBytes: number, field: string): Promise<void> {
  const { _sum } = await tx.upload.aggregate({
    where: { seniorId, adoptedAt: { not: null } },
    _sum: { size: true },
  });
  if ((_sum.size ?? 0) <= quotaBytes) return;
  const message = seniorQuotaMessage(quotaBytes);
  throw new AppError("PAYLOAD_TOO_LARGE", message, { fields: [{ field, reason: message }] });
}

/** Forgets uploads whose objects were deleted with their record (a deleted photo): they no longer count. */
export async function forgetUploads(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.upload.deleteMany({ where: { key: { in: [...keys] } } });
}
