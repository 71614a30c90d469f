import {
  caregiverOfCustomerId,
  fullName,
  seniorCustomerId,
  caregiverCustomerId,
  type AccessClaims,
} from "@care/contracts";
import type { Db, Senior } from "@care/db";
import { requireSenior } from "../../access/senior-visibility.js";
import { notFound } from "../../errors.js";

/** The unique key of a plan row: its senior or its caregiver (exactly one, spec 2 §3). */
export type PlanOwner = { seniorId: string } | { caregiverId: string };

/** Whose plan a call names, once in scope. */
export interface PlanCustomer {
  owner: PlanOwner;
  /** 'senior-{id}' or 'caregiver-{id}', as the plan answers it. */
  customerId: string;
  /** The senior, or the senior whose care circle the caregiver is in: scope, zone and care team are theirs. */
  senior: Senior;
  caregiverId: string | null;
  name: string;
}

/**
 * The owner of a plan from a `customer_id` as the contract hands it over (a bare senior id or 'caregiver-{id}').
 * A caregiver's plan is the care team's of the senior whose care circle they are in: the same scope (404 outside,
 * like the senior's own plan) and, for writes, the same care relationship (apps/api/src/http/senior-write.ts).
 */
export async function requireCustomer(prisma: Db, user: AccessClaims, customerId: string): Promise<PlanCustomer> {
  const caregiverId = caregiverOfCustomerId(customerId);
  if (caregiverId === null) return requireSeniorCustomer(prisma, user, customerId);
  return requireCaregiverCustomer(prisma, user, caregiverId);
}

export async function requireSeniorCustomer(prisma: Db, user: AccessClaims, seniorId: string): Promise<PlanCustomer> {
  const senior = await requireSenior(prisma, user, seniorId);
  return {
    owner: { seniorId: senior.id },
    customerId: seniorCustomerId(senior.id),
    senior,
    caregiverId: null,
    name: fullName(senior.firstName, senior.middleName, senior.lastName),
  };
}

export async function requireCaregiverCustomer(
  prisma: Db,
  user: AccessClaims,
  caregiverId: string,
): Promise<PlanCustomer> {
  const caregiver = await prisma.caregiver.findUnique({ where: { id: caregiverId } });
  if (!caregiver) throw notFound("Caregiver");
  const senior = await requireSenior(prisma, user, caregiver.seniorId);
  return {
    owner: { caregiverId: caregiver.id },
    customerId: caregiverCustomerId(caregiver.id),
    senior,
    caregiverId: caregiver.id,
    name: `${caregiver.firstName} ${caregiver.lastName}`.trim(),
  };
}
