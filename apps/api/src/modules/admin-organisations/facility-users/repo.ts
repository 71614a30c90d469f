import { FACILITY_AGENT_TYPE, type FacilityUserRow } from "@care/contracts";
import type { Db, Prisma } from "@care/db";

export const FACILITY_USER_SELECT = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  isActive: true,
  isFirstLogin: true,
  facility: {
    select: {
      id: true,
      name: true,
      facilityType: true,
      addressStreet: true,
      addressCity: true,
      addressState: true,
      addressPostalcode: true,
      corporation: { select: { id: true, name: true } },
    },
  },
} as const satisfies Prisma.StaffUserSelect;

type FacilityUserRecord = Prisma.StaffUserGetPayload<{ select: typeof FACILITY_USER_SELECT }>;

export function facilityUserRow(u: FacilityUserRecord): FacilityUserRow {
  const f = u.facility;
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone: u.phone,
    role: "FACILITY_AGENT",
    agent_type: FACILITY_AGENT_TYPE.code,
    agent_type_label: FACILITY_AGENT_TYPE.label,
    account_id: f?.id ?? null,
    account_name: f?.name ?? null,
    corporate_id: f?.corporation.id ?? null,
    corporate_name: f?.corporation.name ?? null,
    facility_type: f?.facilityType ?? null,
    address_street: f?.addressStreet ?? null,
    address_city: f?.addressCity ?? null,
    address_state: f?.addressState ?? null,
    address_postalcode: f?.addressPostalcode ?? null,
    is_active: u.isActive,
    is_first_login: u.isFirstLogin,
  };
}

export interface FacilityUserFilter {
  corporateId?: string;
  facilityId?: string;
  /** Words that must each match the first or the last name. */
  nameWords: string[];
  isActive?: boolean;
}

export function facilityUserWhere(f: FacilityUserFilter): Prisma.StaffUserWhereInput {
  return {
    primaryRole: "FACILITY_AGENT",
    ...(f.facilityId ? { facilityId: f.facilityId } : {}),
    ...(f.corporateId ? { facility: { corporationId: f.corporateId } } : {}),
    ...(f.isActive === undefined ? {} : { isActive: f.isActive }),
    AND: f.nameWords.map((w) => ({
      OR: [
        { firstName: { contains: w, mode: "insensitive" as const } },
        { lastName: { contains: w, mode: "insensitive" as const } },
      ],
    })),
  };
}

export async function listFacilityUsers(
  db: Db,
  where: Prisma.StaffUserWhereInput,
  page: { offset: number; limit: number },
): Promise<{ rows: FacilityUserRow[]; total: number }> {
  const [records, total] = await Promise.all([
    db.staffUser.findMany({
      where,
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      skip: page.offset,
      take: page.limit,
      select: FACILITY_USER_SELECT,
    }),
    db.staffUser.count({ where }),
  ]);
  return { rows: records.map(facilityUserRow), total };
}

/** An email already used by a staff account or a member ('Email address already in use', spec 2 §5). */
export async function emailInUse(db: Db, email: string): Promise<boolean> {
  const [staff, members] = await Promise.all([
    db.staffUser.count({ where: { email } }),
    db.senior.count({ where: { email } }),
  ]);
  return staff + members > 0;
}
