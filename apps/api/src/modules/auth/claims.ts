import { AUTH_MESSAGES, CAREGIVER_ROLE, normalizeRole, type AccessClaims, type StaffRole } from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";
import { forbidden } from "../../errors.js";

/** What sign-in and refresh need to know about an account. */
export const portalUserInclude = { facility: { include: { corporation: true } } } as const;
export type PortalUser = Prisma.StaffUserGetPayload<{ include: typeof portalUserInclude }>;

export type PortalRoleCheck = { ok: true; roles: StaffRole[] } | { ok: false; message: string };

/**
 * The sign-in role rules of spec 1 §4 step 6. Every role string must be known (a staff role or Caregiver), else
 * 'You do not have permission to access portal.'; an account whose only known roles are Caregiver gets
 * 'Unauthorized Access !'. Caregiver is dropped from the roles of a staff account that also holds it.
 */
export function checkPortalRoles(primary: string, secondary: readonly string[]): PortalRoleCheck {
  const staff: StaffRole[] = [];
  for (const raw of [primary, ...secondary]) {
    const role = normalizeRole(raw);
    if (role) {
      if (!staff.includes(role)) staff.push(role);
    } else if (raw.trim().toLowerCase() !== CAREGIVER_ROLE.toLowerCase()) {
      return { ok: false, message: AUTH_MESSAGES.unknownRole };
    }
  }
  if (staff.length === 0) return { ok: false, message: AUTH_MESSAGES.caregiver };
  return { ok: true, roles: staff };
}

/** Throws the 403 of an account that may not use the portal (inactive, caregiver-only, unknown role). */
export function assertPortalAccount(user: PortalUser): StaffRole[] {
  if (!user.isActive) throw forbidden(AUTH_MESSAGES.inactive);
  const check = checkPortalRoles(user.primaryRole, user.secondaryRoles);
  if (!check.ok) throw forbidden(check.message);
  return check.roles;
}

const DAY_MS = 86_400_000;

/** portal_password_expiry_days from the configuration table; null when absent or not a positive number. */
export async function passwordExpiryDays(prisma: PrismaClient): Promise<number | null> {
  const row = await prisma.clientConfiguration.findUnique({ where: { name: "portal_password_expiry_days" } });
  const n = typeof row?.value === "number" ? row.value : Number(row?.value);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/**
 * The access-token claims of an account. `first_login` is also true when the password has expired
 * (portal_password_expiry_days): the portal then sends the user to choose a new one, as on a first login.
 */
export function buildClaims(
  user: PortalUser,
  roles: readonly StaffRole[],
  expiryDays: number | null,
  now = new Date(),
): AccessClaims {
  const created = user.passwordCreatedAt ?? user.createdAt;
  const expired = expiryDays !== null && created.getTime() + expiryDays * DAY_MS <= now.getTime();
  const facility = user.facility;
  return {
    sub: user.id,
    email: user.email,
    roles: [...roles],
    name: { first_name: user.firstName, middle_name: user.middleName, last_name: user.lastName },
    first_login: user.isFirstLogin || expired,
    facility_info:
      roles.includes("FACILITY_AGENT") && facility
        ? {
            corporate_name: facility.corporation.name,
            corporate_id: facility.corporationId,
            facility_id: facility.id,
            facility_type: facility.facilityType,
            facility_name: facility.name,
          }
        : null,
    password_created: created.toISOString(),
  };
}
