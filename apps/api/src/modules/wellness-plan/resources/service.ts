import { randomUUID } from "node:crypto";
import type { z } from "zod";
import {
  WELLNESS_PLAN_MESSAGES,
  WELLNESS_RESOURCE_CONTENT_TYPES,
  WELLNESS_RESOURCE_LIMITS,
  type AccessClaims,
  type wellnessPlanRoutes,
} from "@care/contracts";
import { presignedPost, signedGetUrl, type Storage } from "@care/infra";
import type { Prisma, PrismaClient } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";
import { AppError, badRequest, conflict } from "../../../errors.js";
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
      const files = body.files.map((f) => ({
        ...f,
        id: randomUUID(),
        format: WELLNESS_RESOURCE_CONTENT_TYPES[f.content_type],
      }));
      const keyed = files.map((f) => ({ ...f, key: fileKey(senior.id, f.id, 1, f.format) }));
      // Signing is local (no call to the store), so targets are made before anything is written.
      const targets = Object.fromEntries(
        await Promise.all(
          keyed.map(async (f) => {
            const target = await presignedPost(storage, {
              key: f.key,
              contentType: f.content_type,
              // The declared size is the most the store takes: what the senior's quota counts.
              maxBytes: Math.min(f.size, WELLNESS_RESOURCE_LIMITS.maxFileBytes),
              expiresInS: PRESIGNED_POST_TTL_S,
            });
            return [f.id, { ...target, expires_in: PRESIGNED_POST_TTL_S }] as const;
          }),
        ),
      );
      const rows = await prisma.$transaction(async (tx) => {
        await lockSenior(tx, senior.id);
        await requireWritableGoal(tx, senior.id, body.version, body.goal_action_id);
        const current = await tx.wellnessResource.findMany({
          where: { goalId: body.goal_action_id, deletedInVersion: null },
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
          goalId: body.goal_action_id,
          addedInVersion: body.version,
          createdById: user.sub,
          updatedById: user.sub,
        };
        const made = [];
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
        return made;
      });
      return { resources: rows.map(toResource), targets };
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
