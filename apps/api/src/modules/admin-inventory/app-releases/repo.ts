import type { AppReleaseListQuery } from "@care/contracts";
import type { Db, MobileAppRelease, Prisma } from "@care/db";
import type { z } from "zod";

type ListQuery = z.output<typeof AppReleaseListQuery>;

/** One page of releases, newest release date first (then the latest written). */
export async function listReleases(db: Db, q: ListQuery): Promise<{ rows: MobileAppRelease[]; total: number }> {
  const where: Prisma.MobileAppReleaseWhereInput = {};
  if (q.platform) where.platform = q.platform;
  if (q.status) where.publishedAt = q.status === "published" ? { not: null } : null;
  const [rows, total] = await Promise.all([
    db.mobileAppRelease.findMany({
      where,
      orderBy: [{ releaseDate: "desc" }, { createdAt: "desc" }, { id: "asc" }],
      skip: q.offset,
      take: q.limit,
    }),
    db.mobileAppRelease.count({ where }),
  ]);
  return { rows, total };
}

/** Whether another release of the platform has this version. */
export async function versionTaken(db: Db, platform: string, version: string, exceptId?: string): Promise<boolean> {
  const found = await db.mobileAppRelease.findFirst({
    where: {
      platform: platform as MobileAppRelease["platform"],
      version,
      ...(exceptId ? { NOT: { id: exceptId } } : {}),
    },
    select: { id: true },
  });
  return found !== null;
}
