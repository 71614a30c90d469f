import type { Db, Prisma } from "@care/db";

export const ANNOUNCEMENT_SELECT = {
  id: true,
  title: true,
  body: true,
  audienceRoles: true,
  startsAt: true,
  endsAt: true,
  createdById: true,
  updatedAt: true,
} as const satisfies Prisma.AnnouncementSelect;

export type AnnouncementRecord = Prisma.AnnouncementGetPayload<{ select: typeof ANNOUNCEMENT_SELECT }>;

export async function listAnnouncements(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ rows: AnnouncementRecord[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.announcement.findMany({
      orderBy: [{ startsAt: "desc" }, { id: "asc" }],
      skip: page.offset,
      take: page.limit,
      select: ANNOUNCEMENT_SELECT,
    }),
    db.announcement.count(),
  ]);
  return { rows, total };
}

/**
 * The announcement a holder of `roles` sees at `now`: the latest started among those whose window is open and
 * whose audience names one of the roles (an empty audience, from older rows, is everyone).
 */
export async function activeFor(db: Db, roles: readonly string[], now: Date): Promise<AnnouncementRecord | null> {
  return db.announcement.findFirst({
    where: {
      startsAt: { lte: now },
      OR: [{ endsAt: null }, { endsAt: { gt: now } }],
      AND: [{ OR: [{ audienceRoles: { hasSome: [...roles] } }, { audienceRoles: { isEmpty: true } }] }],
    },
    orderBy: [{ startsAt: "desc" }, { id: "asc" }],
    select: ANNOUNCEMENT_SELECT,
  });
}
