import {
  ANNOUNCEMENT_MESSAGES,
  normalizeRole,
  offsetPage,
  STAFF_ROLES,
  type AccessClaims,
  type AnnouncementCreateBody,
  type AnnouncementListQuery,
  type AnnouncementRow,
  type AnnouncementUpdateBody,
  type OffsetPage,
  type StaffRole,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { z } from "zod";
import { notFound } from "../../../errors.js";
import { activeFor, ANNOUNCEMENT_SELECT, listAnnouncements, type AnnouncementRecord } from "./repo.js";

type Body = z.output<typeof AnnouncementCreateBody>;

export interface AnnouncementService {
  list(q: z.output<typeof AnnouncementListQuery>): Promise<OffsetPage<AnnouncementRow>>;
  create(user: AccessClaims, body: Body): Promise<AnnouncementRow>;
  update(body: z.output<typeof AnnouncementUpdateBody>): Promise<AnnouncementRow>;
  remove(id: string): Promise<void>;
  active(user: AccessClaims): Promise<Pick<AnnouncementRow, "id" | "title" | "message" | "to"> | null>;
}

const isStaffRole = (r: string): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r);

export function announcementRow(a: AnnouncementRecord, now: Date): AnnouncementRow {
  const state = a.startsAt > now ? "scheduled" : a.endsAt && a.endsAt <= now ? "expired" : "active";
  return {
    id: a.id,
    title: a.title,
    message: a.body,
    // An empty audience (a row written before audiences were required) is shown as every role.
    roles: a.audienceRoles.length === 0 ? [...STAFF_ROLES] : a.audienceRoles.filter(isStaffRole),
    from: a.startsAt.toISOString(),
    to: a.endsAt?.toISOString() ?? null,
    state,
    created_by: a.createdById,
    date_modified: a.updatedAt.toISOString(),
  };
}

const dataOf = (
  b: Body,
): { title: string; body: string; audienceRoles: string[]; startsAt: Date; endsAt: Date | null } => ({
  title: b.title,
  body: b.message,
  audienceRoles: b.roles,
  startsAt: new Date(b.from),
  endsAt: b.to === null ? null : new Date(b.to),
});

/** Announcements: the admins' list and edits, and the banner's read for the signed-in user. */
export function createAnnouncementService(prisma: PrismaClient): AnnouncementService {
  async function requireExisting(id: string): Promise<void> {
    if (!(await prisma.announcement.findUnique({ where: { id }, select: { id: true } }))) {
      throw notFound("Announcement");
    }
  }
  return {
    async list(q) {
      const { rows, total } = await listAnnouncements(prisma, q);
      const now = new Date();
      return offsetPage(
        rows.map((a) => announcementRow(a, now)),
        total,
        q.offset,
      );
    },

    async create(user, body) {
      const created = await prisma.announcement.create({
        data: { ...dataOf(body), createdById: user.sub },
        select: ANNOUNCEMENT_SELECT,
      });
      return announcementRow(created, new Date());
    },

    async update(body) {
      await requireExisting(body.announcement_id);
      const updated = await prisma.announcement.update({
        where: { id: body.announcement_id },
        data: dataOf(body),
        select: ANNOUNCEMENT_SELECT,
      });
      return announcementRow(updated, new Date());
    },

    async remove(id) {
      const gone = await prisma.announcement.deleteMany({ where: { id } });
      if (gone.count === 0) throw notFound("Announcement");
    },

    async active(user) {
      const roles = user.roles.map(normalizeRole).filter((r): r is StaffRole => r !== undefined);
      const found = await activeFor(prisma, roles, new Date());
      return found
        ? { id: found.id, title: found.title, message: found.body, to: found.endsAt?.toISOString() ?? null }
        : null;
    },
  };
}

export { ANNOUNCEMENT_MESSAGES };
