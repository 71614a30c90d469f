import type { z } from "zod";
import {
  WELLNESS_PLAN_MESSAGES,
  WELLNESS_RESOURCE_CONTENT_TYPES,
  WELLNESS_RESOURCE_LIMITS,
  uploadFileResourceId,
  type AccessClaims,
  type wellnessPlanRoutes,
} from "@care/contracts";
import { presignedPost, signedGetUrl, type Storage } from "@care/infra";
import type { Prisma, PrismaClient } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";
import { AppError, badRequest, conflict, fieldConflict } from "../../../errors.js";
import { lockSenior, recordAdopted, requireSeniorQuota } from "../../uploads/ownership.js";
import { PRESIGNED_POST_TTL_S, SIGNED_GET_TTL_S } from "../../uploads/service.js";
import { toResource } from "../mappers.js";
import { findPlan, visibleAt } from "../repo.js";
import { versionNotFound } from "../service.js";

type R = typeof wellnessPlanRoutes;
type UploadBody = z.output<R["resourceUploadUrl"]["body"]>;
type SignedQuery = z.output<R["resourceSignedUrl"]["querystring"]>;
type DeleteQuery = z.output<R["deleteResource"]["querystring"]>;
type ReplaceBody = z.output<R["replaceResource"]["body"]>;

export interface WellnessResourceService {
  createUploads(user: AccessClaims, body: UploadBody): Promise<z.output<R["resourceUploadUrl"]["data"]>>;
  signedUrls(user: AccessClaims, q: SignedQuery): Promise<z.output<R["resourceSignedUrl"]["data"]>>;
  replace(user: AccessClaims, body: ReplaceBody): Promise<z.output<R["replaceResource"]["data"]>>;
  remove(user: AccessClaims, q: DeleteQuery): Promise<{ resource_id: string }>;
}

export interface WellnessResourceDeps {
  prisma: PrismaClient;
  storage: Storage;
  /** A senior's storage quota in bytes (config SENIOR_UPLOAD_QUOTA_BYTES): every file version counts. */
  quotaBytes: number;
}

/** The object key of a resource's file version: every version its own object, so older ones stay readable. */
const fileKey = (seniorId: string, resourceId: string, resourceVersion: number, format: string): string =>
  `wellness-plan/${seniorId}/${resourceId}/${resourceVersion}.${format}`;

const signedUrlFailed = (status: "NOT_FOUND" | "UNAVAILABLE"): AppError =>
  new AppError(status, WELLNESS_PLAN_MESSAGES.signedUrlFailed, {
    fields: [{ field: "query.files", reason: WELLNESS_PLAN_MESSAGES.signedUrlFailed }],
  });

/**
 * Files and links of a goal (spec 2 §4, §5, §7). Files go straight from the browser to the object store through
 * a presigned POST (at most the declared size, ≤ 15 MB; the uploads module's lifetimes); the API keeps a row per
 * resource and signs GET urls. Each file version is recorded as an upload adopted by the senior (docs/uploads.md):
 * its declared size counts toward the senior's quota. A file can be replaced (resource_version + 1, each version its own object, the older ones readable).
 * Resources change only on the latest plan version, and not on a completed or cancelled goal.
 */
export function createWellnessResourceService(deps: WellnessResourceDeps): WellnessResourceService {
  const { prisma, storage } = deps;

  /** 409 unless `version` is the plan's latest and the goal is open at it; the goal row is locked for the count. */
  async function requireWritableGoal(
    tx: Prisma.TransactionClient,
    seniorId: string,
    version: number,
    goalId: string,
  ): Promise<void> {
    const plan = await findPlan(tx, { seniorId });
    if (!plan || version > plan.currentVersion) throw versionNotFound();
    if (version !== plan.currentVersion) throw conflict(WELLNESS_PLAN_MESSAGES.notLatestVersion);
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM wellness_goal WHERE id = ${goalId}::uuid AND plan_id = ${plan.id}::uuid FOR UPDATE`;
    const state = await tx.wellnessGoalVersion.findUnique({
      where: { goalId_planVersion: { goalId, planVersion: version } },
      select: { status: true },
    });
    if (locked.length === 0 || !state || state.status === "deleted") {
      throw new AppError("NOT_FOUND", WELLNESS_PLAN_MESSAGES.goalNotFound);
    }
    if (state.status === "completed" || state.status === "cancelled") {
      throw conflict(WELLNESS_PLAN_MESSAGES.goalClosed);
    }
  }

  return {
    async createUploads(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id);
      // Every file is named by its resource id (spec 2 §7): a bare id is a file resource that exists, an object a
      // new file with the id the client chose for it.
      const existingIds = body.files.flatMap((f) => (typeof f === "string" ? [f.toLowerCase()] : []));
      const files = body.files.flatMap((f) =>
        typeof f === "string"
          ? []
          : [{ ...f, id: f.resource_id.toLowerCase(), format: WELLNESS_RESOURCE_CONTENT_TYPES[f.content_type] }],
      );
      const keyed = files.map((f) => ({ ...f, key: fileKey(senior.id, f.id, 1, f.format) }));
      const goalId = body.goal_action_id;
      const { made, existing } = await prisma.$transaction(async (tx) => {
        await lockSenior(tx, senior.id);
        const existing = await tx.wellnessResource.findMany({
          where: { id: { in: existingIds }, goal: { plan: { seniorId: senior.id } }, deletedInVersion: null },
        });
        const found = new Set(existing.map((r) => r.id));
        const missing = body.files.findIndex((f) => typeof f === "string" && !found.has(f.toLowerCase()));
        if (missing >= 0) {
          throw new AppError("NOT_FOUND", WELLNESS_PLAN_MESSAGES.resourceNotFound, {
            fields: [{ field: `body.files.${missing}`, reason: WELLNESS_PLAN_MESSAGES.resourceNotFound }],
          });
        }
        // A link has no file to post.
        const link = body.files.findIndex(
          (f) => typeof f === "string" && existing.some((r) => r.id === f.toLowerCase() && r.s3Key === null),
        );
        if (link >= 0) {
          throw badRequest(WELLNESS_PLAN_MESSAGES.linkHasNoFile, [
            { field: `body.files.${link}`, reason: WELLNESS_PLAN_MESSAGES.linkHasNoFile },
          ]);
        }
        for (const g of new Set(existing.map((r) => r.goalId)))
          await requireWritableGoal(tx, senior.id, body.version, g);
        // The size each existing file was given when its target was first issued: the most its new target takes.
        const sizes = new Map(
          (
            await tx.upload.findMany({
              where: { key: { in: existing.flatMap((r) => (r.s3Key ? [r.s3Key] : [])) } },
              select: { key: true, size: true },
            })
          ).map((u) => [u.key, u.size]),
        );
        const made = [];
        if (goalId !== undefined && (keyed.length > 0 || body.urls.length > 0)) {
          await requireWritableGoal(tx, senior.id, body.version, goalId);
          const taken = await tx.wellnessResource.findMany({
            where: { id: { in: keyed.map((f) => f.id) } },
            select: { id: true },
          });
          if (taken.length > 0) {
            const index = body.files.findIndex(
              (f) => typeof f !== "string" && taken.some((t) => t.id === f.resource_id.toLowerCase()),
            );
            throw fieldConflict(`body.files.${index}.resource_id`, WELLNESS_PLAN_MESSAGES.resourceIdTaken);
          }
          const current = await tx.wellnessResource.findMany({
            where: { goalId, deletedInVersion: null },
            select: { format: true },
          });
          const urls = current.filter((r) => r.format === "url").length;
          if (current.length - urls + keyed.length > WELLNESS_RESOURCE_LIMITS.maxAttachments) {
            throw badRequest(WELLNESS_PLAN_MESSAGES.tooManyAttachments, [
              { field: "body.files", reason: WELLNESS_PLAN_MESSAGES.tooManyAttachments },
            ]);
          }
          if (urls + body.urls.length > WELLNESS_RESOURCE_LIMITS.maxUrls) {
            throw badRequest(WELLNESS_PLAN_MESSAGES.tooManyUrls, [
              { field: "body.urls", reason: WELLNESS_PLAN_MESSAGES.tooManyUrls },
            ]);
          }
          const common = {
            goalId,
            addedInVersion: body.version,
            createdById: user.sub,
            updatedById: user.sub,
          };
          for (const f of keyed) {
            made.push(
              await tx.wellnessResource.create({
                data: {
                  ...common,
                  id: f.id,
                  name: f.name,
                  description: f.description ?? null,
                  format: f.format,
                  s3Key: f.key,
                  contentType: f.content_type,
                  files: {
                    create: {
                      resourceVersion: 1,
                      name: f.name,
                      format: f.format,
                      s3Key: f.key,
                      contentType: f.content_type,
                      addedInVersion: body.version,
                      createdById: user.sub,
                    },
                  },
                },
              }),
            );
          }
          await recordAdopted(tx, user.sub, "wellness_file", senior.id, keyed);
          await requireSeniorQuota(tx, senior.id, deps.quotaBytes, "body.files");
          for (const u of body.urls) {
            made.push(
              await tx.wellnessResource.create({
                data: { ...common, name: u.name, description: u.description ?? null, format: "url", url: u.url },
              }),
            );
          }
        }
        return {
          made,
          existing: existing.map((r) => ({
            row: r,
            size: (r.s3Key === null ? undefined : sizes.get(r.s3Key)) ?? WELLNESS_RESOURCE_LIMITS.maxFileBytes,
          })),
        };
      });
      // Signing is local (no call to the store). A new file's target takes at most its declared size (what the
      // senior's quota counts); an existing file's, the size recorded when it was added.
      const sign = async (id: string, key: string, contentType: string, size: number) =>
        [
          id,
          {
            ...(await presignedPost(storage, {
              key,
              contentType,
              maxBytes: Math.min(size, WELLNESS_RESOURCE_LIMITS.maxFileBytes),
              expiresInS: PRESIGNED_POST_TTL_S,
            })),
            expires_in: PRESIGNED_POST_TTL_S,
          },
        ] as const;
      const targets = Object.fromEntries(
        await Promise.all(
          body.files.map((f) => {
            const id = uploadFileResourceId(f).toLowerCase();
            const old = existing.find((e) => e.row.id === id);
            if (old) return sign(id, old.row.s3Key ?? "", old.row.contentType ?? "", old.size);
            const fresh = keyed.find((k) => k.id === id);
            if (!fresh) throw new AppError("INTERNAL", `Resource ${id} was neither found nor made`);
            return sign(id, fresh.key, fresh.content_type, fresh.size);
          }),
        ),
      );
      // In the order of `files`, then the URLs.
      const byId = new Map([...existing.map((e) => e.row), ...made].map((r) => [r.id, r]));
      const ordered = [
        ...body.files.flatMap((f) => byId.get(uploadFileResourceId(f).toLowerCase()) ?? []),
        ...made.filter((r) => r.format === "url"),
      ];
      return { resources: ordered.map(toResource), targets };
    },

    async signedUrls(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id);
      const plan = await findPlan(prisma, { seniorId: senior.id });
      if (!plan || q.version > plan.currentVersion) throw versionNotFound();
      // The file of each resource: the version asked for, else the newest one put in at or before the plan
      // version on screen (an older plan version shows the file as it was then).
      const rows = await prisma.wellnessResource.findMany({
        where: { id: { in: q.files }, goal: { planId: plan.id }, s3Key: { not: null }, ...visibleAt(q.version) },
        include: {
          files: {
            where:
              q.resource_version !== undefined
                ? { resourceVersion: q.resource_version }
                : { addedInVersion: { lte: q.version } },
            orderBy: { resourceVersion: "desc" },
            take: 1,
          },
        },
      });
      const found = rows.flatMap((r) => (r.files[0] ? [{ id: r.id, key: r.files[0].s3Key }] : []));
      if (found.length !== new Set(q.files).size) throw signedUrlFailed("NOT_FOUND");
      let urls;
      try {
        urls = await Promise.all(
          found.map(async (r) => ({
            resource_id: r.id,
            url: await signedGetUrl(storage, r.key, SIGNED_GET_TTL_S),
            expires_in: SIGNED_GET_TTL_S,
          })),
        );
      } catch {
        throw signedUrlFailed("UNAVAILABLE");
      }
      await prisma.wellnessResource.updateMany({ where: { id: { in: q.files } }, data: { lastViewedAt: new Date() } });
      return { urls };
    },

    async replace(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id);
      const format = WELLNESS_RESOURCE_CONTENT_TYPES[body.file.content_type];
      return prisma.$transaction(async (tx) => {
        const where = { id: body.resource_id, goal: { plan: { seniorId: senior.id } }, deletedInVersion: null };
        const found = await tx.wellnessResource.findFirst({ where, select: { goalId: true } });
        if (!found) throw new AppError("NOT_FOUND", WELLNESS_PLAN_MESSAGES.resourceNotFound);
        // Locks the goal row: two replaces of one resource take turns, so each gets its own resource_version.
        await lockSenior(tx, senior.id);
        await requireWritableGoal(tx, senior.id, body.version, found.goalId);
        const resource = await tx.wellnessResource.findFirstOrThrow({ where });
        if (resource.s3Key === null) {
          throw badRequest(WELLNESS_PLAN_MESSAGES.notAFile, [
            { field: "body.resource_id", reason: WELLNESS_PLAN_MESSAGES.notAFile },
          ]);
        }
        const next = resource.resourceVersion + 1;
        const key = fileKey(senior.id, resource.id, next, format);
        const target = await presignedPost(storage, {
          key,
          contentType: body.file.content_type,
          maxBytes: Math.min(body.file.size, WELLNESS_RESOURCE_LIMITS.maxFileBytes),
          expiresInS: PRESIGNED_POST_TTL_S,
        });
        await recordAdopted(tx, user.sub, "wellness_file", senior.id, [{ key, size: body.file.size }]);
        await requireSeniorQuota(tx, senior.id, deps.quotaBytes, "body.file.size");
        const file = { name: body.file.name, format, s3Key: key, contentType: body.file.content_type };
        const updated = await tx.wellnessResource.update({
          where: { id: resource.id },
          data: {
            ...file,
            ...(body.file.description !== undefined ? { description: body.file.description } : {}),
            resourceVersion: next,
            updatedById: user.sub,
            files: {
              create: { ...file, resourceVersion: next, addedInVersion: body.version, createdById: user.sub },
            },
          },
        });
        return { resource: toResource(updated), target: { ...target, expires_in: PRESIGNED_POST_TTL_S } };
      });
    },

    async remove(user, q) {
      const senior = await requireSenior(prisma, user, q.senior_id);
      await prisma.$transaction(async (tx) => {
        const resource = await tx.wellnessResource.findFirst({
          where: { id: q.resource_id, goal: { plan: { seniorId: senior.id } }, deletedInVersion: null },
        });
        if (!resource) throw new AppError("NOT_FOUND", WELLNESS_PLAN_MESSAGES.resourceNotFound);
        await requireWritableGoal(tx, senior.id, q.version, resource.goalId);
        // Hidden from this (the latest) version on; the versions before it keep showing it. The object stays.
        await tx.wellnessResource.update({
          where: { id: resource.id },
          data: { deletedInVersion: q.version, updatedById: user.sub },
        });
      });
      return { resource_id: q.resource_id };
    },
  };
}
