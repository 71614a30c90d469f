import { GetObjectCommand } from "@aws-sdk/client-s3";
import {
  POA_MESSAGES,
  type AccessClaims,
  type PoaDocument,
  type PoaReviewBody,
  type PoaStatus,
  type poaDocumentRoutes,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import { signedGetUrl, type Storage } from "@care/infra";
import type { z } from "zod";
import { requireSenior } from "../../access/senior-visibility.js";
import { AppError, badRequest, conflict } from "../../errors.js";
import { adoptUpload, lockSenior, requireSeniorQuota } from "../uploads/ownership.js";
import { SIGNED_GET_TTL_S } from "../uploads/service.js";
import { detectImage } from "../uploads/image-type.js";
import { poaInclude, poaOrder, staffNames, toPoa } from "./repo.js";

type UploadBody = z.output<typeof poaDocumentRoutes.uploadPoa.body>;
type ReviewBody = z.output<typeof PoaReviewBody>;

export interface PoaPage {
  items: PoaDocument[];
  total: number;
  next_offset: number;
}

export interface PoaService {
  create(user: AccessClaims, body: UploadBody): Promise<PoaDocument>;
  list(status: PoaStatus, offset: number, limit: number): Promise<PoaPage>;
  signedUrl(poaId: string): Promise<{ url: string; url_expires_in: number }>;
  review(user: AccessClaims, body: ReviewBody): Promise<PoaDocument>;
}

const notFound = (): AppError => new AppError("NOT_FOUND", POA_MESSAGES.notFound);

/**
 * Power-of-attorney documents (docs/administration.md 'POA review'). The file itself goes through the upload route
 * (png/jpeg checked by content, 15 MB); this adopts its key — the caller's own upload, never adopted before (so not
 * a senior photo's file), within the senior's quota — checking the stored bytes again since a key could also come
 * from a direct upload, which no store checks.
 */
export function createPoaService(deps: { prisma: PrismaClient; storage: Storage; quotaBytes: number }): PoaService {
  const { prisma, storage } = deps;

  /** The image type of a stored object by its first bytes; undefined when missing or not png/jpeg. */
  async function storedImageType(key: string): Promise<string | undefined> {
    try {
      const res = await storage.s3.send(
        new GetObjectCommand({ Bucket: storage.bucket, Key: key, Range: "bytes=0-15" }),
      );
      const bytes = res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
      return detectImage(bytes)?.type;
    } catch (err) {
      if ((err as { name?: string }).name === "NoSuchKey") return undefined;
      throw new AppError("UNAVAILABLE", "File storage unavailable");
    }
  }

  async function page(ids: string[]): Promise<PoaDocument[]> {
    const rows = await prisma.poaDocument.findMany({ where: { id: { in: ids } }, include: poaInclude });
    const names = await staffNames(
      prisma,
      rows.flatMap((r) => [r.uploadedById, r.reviewedById]),
    );
    const byId = new Map(rows.map((r) => [r.id, toPoa(r, names)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    async create(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const caregiver = await prisma.caregiver.findFirst({ where: { id: body.caregiver_id, seniorId: senior.id } });
      if (!caregiver) {
        throw badRequest(POA_MESSAGES.caregiverNotFound, [
          { field: "body.caregiver_id", reason: POA_MESSAGES.caregiverNotFound },
        ]);
      }
      const contentType = await storedImageType(body.key);
      if (!contentType)
        throw badRequest(POA_MESSAGES.fileNotFound, [{ field: "body.key", reason: POA_MESSAGES.fileNotFound }]);
      const created = await prisma.$transaction(async (tx) => {
        await lockSenior(tx, senior.id);
        await adoptUpload(tx, {
          key: body.key,
          uploaderId: user.sub,
          kinds: ["image", "direct_image"],
          seniorId: senior.id,
          field: "body.key",
          messages: { notFound: POA_MESSAGES.fileNotFound, adopted: POA_MESSAGES.fileInUse },
        });
        await requireSeniorQuota(tx, senior.id, deps.quotaBytes, "body.key");
        return tx.poaDocument.create({
          data: {
            seniorId: senior.id,
            caregiverId: caregiver.id,
            s3Key: body.key,
            fileName: body.file_name,
            contentType,
            uploadedById: user.sub,
          },
          select: { id: true },
        });
      });
      const [doc] = await page([created.id]);
      if (!doc) throw notFound();
      return doc;
    },

    async list(status, offset, limit) {
      const where = { status };
      const [rows, total] = await Promise.all([
        prisma.poaDocument.findMany({
          where,
          orderBy: poaOrder(status),
          skip: offset,
          take: limit,
          select: { id: true },
        }),
        prisma.poaDocument.count({ where }),
      ]);
      const next = offset + rows.length;
      return { items: await page(rows.map((r) => r.id)), total, next_offset: next < total ? next : -1 };
    },

    async signedUrl(poaId) {
      const row = await prisma.poaDocument.findUnique({ where: { id: poaId }, select: { s3Key: true } });
      if (!row) throw notFound();
      return { url: await signedGetUrl(storage, row.s3Key, SIGNED_GET_TTL_S), url_expires_in: SIGNED_GET_TTL_S };
    },

    async review(user, body) {
      // Only a pending document changes, in one statement: two reviewers at once cannot both decide it.
      const { count } = await prisma.poaDocument.updateMany({
        where: { id: body.poa_id, status: "pending" },
        data: { status: body.decision, reviewedById: user.sub, reviewedAt: new Date(), reason: body.reason },
      });
      if (count === 0) {
        const exists = await prisma.poaDocument.findUnique({ where: { id: body.poa_id }, select: { id: true } });
        throw exists ? conflict(POA_MESSAGES.alreadyReviewed) : notFound();
      }
      const [doc] = await page([body.poa_id]);
      if (!doc) throw notFound();
      return doc;
    },
  };
}
