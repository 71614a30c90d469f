import {
  APP_RELEASE_MESSAGES,
  offsetPage,
  type AccessClaims,
  type AppReleaseCreateBody,
  type AppReleaseListQuery,
  type AppReleaseRow,
  type AppReleaseUpdateBody,
  type OffsetPage,
} from "@care/contracts";
import type { MobileAppRelease, PrismaClient } from "@care/db";
import type { z } from "zod";
import { fieldConflict, notFound, type AppError } from "../../../errors.js";
import { writeUnique } from "../unique-write.js";
import { listReleases, versionTaken } from "./repo.js";

type CreateBody = z.output<typeof AppReleaseCreateBody>;

export interface AppReleaseService {
  list(q: z.output<typeof AppReleaseListQuery>): Promise<OffsetPage<AppReleaseRow>>;
  create(user: AccessClaims, body: CreateBody): Promise<AppReleaseRow>;
  update(user: AccessClaims, body: z.output<typeof AppReleaseUpdateBody>): Promise<AppReleaseRow>;
  publish(user: AccessClaims, releaseId: string): Promise<AppReleaseRow>;
}

function toRow(r: MobileAppRelease): AppReleaseRow {
  return {
    release_id: r.id,
    platform: r.platform,
    version: r.version,
    release_date: r.releaseDate.toISOString().slice(0, 10),
    notes: r.notes,
    mandatory: r.mandatory,
    status: r.publishedAt ? "published" : "draft",
    published_at: r.publishedAt?.toISOString() ?? null,
    date_modified: r.updatedAt.toISOString(),
  };
}

/** The platform already has this version (the check, or the unique index when two saves race). */
const duplicate = (): AppError => fieldConflict("body.version", APP_RELEASE_MESSAGES.duplicate);

const columns = (b: CreateBody) => ({
  platform: b.platform,
  version: b.version,
  releaseDate: new Date(`${b.release_date}T00:00:00Z`),
  notes: b.notes,
  mandatory: b.mandatory,
});

/**
 * Caregiver mobile app release notes. A release is a draft until published; publishing is final and fixes the
 * platform and version (what the app and the stores know it by), while the notes, date and mandatory flag can still
 * be corrected.
 */
export function createAppReleaseService(prisma: PrismaClient): AppReleaseService {
  async function requireRelease(id: string): Promise<MobileAppRelease> {
    const found = await prisma.mobileAppRelease.findUnique({ where: { id } });
    if (!found) throw notFound("Release");
    return found;
  }

  return {
    async list(q) {
      const { rows, total } = await listReleases(prisma, q);
      return offsetPage(rows.map(toRow), total, q.offset);
    },

    async create(user, body) {
      if (await versionTaken(prisma, body.platform, body.version)) throw duplicate();
      const created = await writeUnique(
        () =>
          prisma.mobileAppRelease.create({ data: { ...columns(body), createdById: user.sub, updatedById: user.sub } }),
        duplicate,
      );
      return toRow(created);
    },

    async update(user, body) {
      const current = await requireRelease(body.release_id);
      if (current.publishedAt && (current.platform !== body.platform || current.version !== body.version)) {
        throw fieldConflict("body.version", APP_RELEASE_MESSAGES.publishedIsFixed);
      }
      if (await versionTaken(prisma, body.platform, body.version, current.id)) throw duplicate();
      const updated = await writeUnique(
        () =>
          prisma.mobileAppRelease.update({
            where: { id: current.id },
            data: { ...columns(body), updatedById: user.sub },
          }),
        duplicate,
      );
      return toRow(updated);
    },

    async publish(user, releaseId) {
      await requireRelease(releaseId);
      // Only a draft changes: publishing twice keeps the first date and publisher.
      await prisma.mobileAppRelease.updateMany({
        where: { id: releaseId, publishedAt: null },
        data: { publishedAt: new Date(), publishedById: user.sub, updatedById: user.sub },
      });
      return toRow(await requireRelease(releaseId));
    },
  };
}
