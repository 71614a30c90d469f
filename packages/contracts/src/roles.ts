import { z } from "zod";

/** Role strings exactly as they are stored in the session (spec 1 §3). */
export const STAFF_ROLES = [
  "Admin",
  "CareAgent",
  "WarehouseEmployee",
  "BDM",
  "FACILITY_AGENT",
  "Admin_WellnessServices",
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** Caregiver accounts exist but may never sign in to the portal. */
export const CAREGIVER_ROLE = "Caregiver";

/** Route form of each role (lowercase), used in guards and URLs. */
export const ROLE_ROUTE_NAMES: Record<StaffRole, string> = {
  Admin: "admin",
  CareAgent: "careagent",
  WarehouseEmployee: "warehouse-employee",
  BDM: "bdm",
  FACILITY_AGENT: "facility-agent",
  Admin_WellnessServices: "admin-wellnessservices",
};

export const ROLE_LABELS: Record<StaffRole, string> = {
  Admin: "Admin",
  CareAgent: "Care Agent",
  WarehouseEmployee: "Warehouse Employee",
  BDM: "Business Development Manager",
  FACILITY_AGENT: "Business Care Agent",
  Admin_WellnessServices: "Admin Wellness Services",
};

/**
 * Role comparison is case-insensitive (spec 1 §3). Accepts the session form ("FACILITY_AGENT") and the
 * route form ("facility-agent"); returns the canonical role or undefined for an unknown string.
 */
export function normalizeRole(raw: string): StaffRole | undefined {
  const key = raw.trim().toLowerCase().replaceAll("-", "_");
  for (const role of STAFF_ROLES) {
    if (role.toLowerCase() === key || ROLE_ROUTE_NAMES[role].replaceAll("-", "_") === key) return role;
  }
  return undefined;
}

export function hasAnyRole(userRoles: readonly string[], allowed: readonly StaffRole[]): boolean {
  const normalized = new Set(userRoles.map(normalizeRole).filter((r): r is StaffRole => r !== undefined));
  return allowed.some((r) => normalized.has(r));
}

export interface CareInsightPrivileges {
  isAlerts: boolean;
  isApproveAlert: boolean;
  isApproveSummary: boolean;
  isAlertActionNotification: boolean;
  isSummaryActionNotification: boolean;
  isAlarms: boolean;
  isCIRangeMilestoneNotification: boolean;
  isLocationData: boolean;
  /** Only agency agents get facility-summary action notifications (spec 1 §6). */
  isFacilitySummaryActionNotification: boolean;
}

export interface RoleConfig {
  defaultPage: string;
  defaultHomeRoute: "dashboard" | "onboarding-info" | "facility-management";
  accessLabel: string;
  isPusher: boolean;
  careInsightPrivileges: CareInsightPrivileges;
}

const NONE: CareInsightPrivileges = {
  isAlerts: false,
  isApproveAlert: false,
  isApproveSummary: false,
  isAlertActionNotification: false,
  isSummaryActionNotification: false,
  isAlarms: false,
  isCIRangeMilestoneNotification: false,
  isLocationData: false,
  isFacilitySummaryActionNotification: false,
};

/** The roles table of spec 1 §6. FACILITY_AGENT's default page gets the facility id appended at sign-in. */
export const ROLE_CONFIG: Record<StaffRole, RoleConfig> = {
  Admin: {
    defaultPage: "/portal-admin/care-insight-review",
    defaultHomeRoute: "dashboard",
    accessLabel: "admin",
    isPusher: true,
    careInsightPrivileges: { ...NONE, isApproveAlert: true, isApproveSummary: true, isLocationData: true },
  },
  CareAgent: {
    defaultPage: "/",
    defaultHomeRoute: "dashboard",
    accessLabel: "careagent",
    isPusher: true,
    careInsightPrivileges: {
      ...NONE,
      isAlerts: true,
      isAlertActionNotification: true,
      isSummaryActionNotification: true,
      isAlarms: true,
      isCIRangeMilestoneNotification: true,
      isLocationData: true,
    },
  },
  WarehouseEmployee: {
    defaultPage: "/",
    defaultHomeRoute: "onboarding-info",
    accessLabel: "warehouse-employee",
    isPusher: false,
    careInsightPrivileges: NONE,
  },
  BDM: {
    defaultPage: "/portal-admin/corporate-agencies",
    defaultHomeRoute: "onboarding-info",
    accessLabel: "bdm",
    isPusher: false,
    careInsightPrivileges: NONE,
  },
  FACILITY_AGENT: {
    defaultPage: "/facility-management",
    defaultHomeRoute: "facility-management",
    accessLabel: "facility-agent",
    isPusher: true,
    careInsightPrivileges: { ...NONE, isFacilitySummaryActionNotification: true },
  },
  Admin_WellnessServices: {
    defaultPage: "/portal-admin/care-insight-review",
    defaultHomeRoute: "dashboard",
    accessLabel: "admin-wellnessservices",
    isPusher: true,
    careInsightPrivileges: {
      ...NONE,
      isAlerts: true,
      isApproveAlert: true,
      isApproveSummary: true,
      isAlarms: true,
      isLocationData: true,
    },
  },
};

/** The role whose row decides landing and privileges: the primary role (first in the list). */
export function primaryRole(roles: readonly string[]): StaffRole | undefined {
  for (const r of roles) {
    const n = normalizeRole(r);
    if (n) return n;
  }
  return undefined;
}

/** Merged privileges of every role the user holds (primary + secondary). */
export function mergedPrivileges(roles: readonly string[]): CareInsightPrivileges {
  const out = { ...NONE };
  for (const r of roles) {
    const n = normalizeRole(r);
    if (!n) continue;
    for (const [k, v] of Object.entries(ROLE_CONFIG[n].careInsightPrivileges)) {
      if (v) out[k as keyof CareInsightPrivileges] = true;
    }
  }
  return out;
}

/** Convenience role groups used by route declarations. */
export const ALL_STAFF: readonly StaffRole[] = STAFF_ROLES;
export const ADMINS: readonly StaffRole[] = ["Admin", "Admin_WellnessServices"];
