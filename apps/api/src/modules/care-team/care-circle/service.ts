import type { z } from "zod";
import {
  CARE_TEAM_MESSAGES,
  CAREGIVER_TYPES,
  type AccessClaims,
  type Caregiver,
  type careCircleRoutes,
} from "@care/contracts";
import type { Caregiver as CaregiverRow, Prisma, PrismaClient } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";
import { fieldConflict, notFound, type AppError } from "../../../errors.js";

type CreateBody = z.output<typeof careCircleRoutes.create.body>;
type UpdateBody = z.output<typeof careCircleRoutes.update.body>;

export interface CareCircleService {
  list(user: AccessClaims, seniorId: string, accountId?: string): Promise<Caregiver[]>;
  create(user: AccessClaims, body: CreateBody): Promise<Caregiver>;
  update(user: AccessClaims, body: UpdateBody): Promise<Caregiver>;
  remove(user: AccessClaims, seniorId: string, caregiverId: string, accountId?: string): Promise<void>;
}

function toCaregiver(c: CaregiverRow): Caregiver {
  return {
    caregiver_id: c.id,
    basic_info: { email: c.email },
    name: { firstName: c.firstName, lastName: c.lastName },
    email: c.email,
    mobileNumber: c.mobileNumber,
    emergencyContact: c.emergencyContact,
    caregiverType: c.caregiverType,
    senior_info: {
      caregiver_type: c.caregiverType,
      emergency_contact: c.emergencyContact,
      relationship_with_senior: c.relationship,
    },
  };
}

const emailTaken = (): AppError => fieldConflict("body.email", CARE_TEAM_MESSAGES.caregiverEmailInUse);
const mobileTaken = (): AppError => fieldConflict("body.mobileNumber", CARE_TEAM_MESSAGES.caregiverMobileInUse);

/**
 * A senior's care circle (spec 2 §3). A caregiver with an email gets a caregiver account (role Caregiver, no
 * password), shared by every senior they care for: it exists for the caregiver app, and the portal's sign-in
 * refuses the role ('Unauthorized Access !'), so it can never sign in here.
 */
export function createCareCircleService(prisma: PrismaClient): CareCircleService {
  /** Duplicates within the senior's circle (spec 2 §5); an email of a staff account is taken too. */
  async function refuseDuplicates(
    tx: Prisma.TransactionClient,
    seniorId: string,
    b: CreateBody,
    exceptId?: string,
  ): Promise<void> {
    const others = { seniorId, ...(exceptId ? { NOT: { id: exceptId } } : {}) };
    if (b.email && (await tx.caregiver.count({ where: { ...others, email: b.email } })) > 0) throw emailTaken();
    if ((await tx.caregiver.count({ where: { ...others, mobileNumber: b.mobileNumber } })) > 0) throw mobileTaken();
  }

  /** The caregiver account of an email: found or created; a staff member's email is not a caregiver's. */
  async function account(tx: Prisma.TransactionClient, b: CreateBody): Promise<string | null> {
    if (!b.email) return null;
    const existing = await tx.staffUser.findUnique({ where: { email: b.email } });
    if (existing) {
      if (existing.primaryRole !== "Caregiver") throw emailTaken();
      return existing.id;
    }
    const created = await tx.staffUser.create({
      data: {
        email: b.email,
        firstName: b.name.firstName,
        lastName: b.name.lastName,
        phone: b.mobileNumber,
        primaryRole: "Caregiver",
        passwordHash: null,
        shift: null,
      },
    });
    return created.id;
  }

  const fields = (b: CreateBody, staffUserId: string | null) => ({
    firstName: b.name.firstName,
    lastName: b.name.lastName,
    email: b.email,
    mobileNumber: b.mobileNumber,
    caregiverType: b.senior_info.caregiver_type,
    emergencyContact: b.senior_info.emergency_contact,
    relationship: b.senior_info.relationship_with_senior,
    staffUserId,
  });

  return {
    async list(user, seniorId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      const rows = await prisma.caregiver.findMany({ where: { seniorId: senior.id }, orderBy: { createdAt: "asc" } });
      // primary, secondary, alternate (spec 2 §3); the order they were added within a type.
      const rank = (c: CaregiverRow): number => CAREGIVER_TYPES.indexOf(c.caregiverType);
      return rows.sort((a, b) => rank(a) - rank(b)).map(toCaregiver);
    },

    async create(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const row = await prisma.$transaction(async (tx) => {
        await refuseDuplicates(tx, senior.id, body);
        return tx.caregiver.create({ data: { seniorId: senior.id, ...fields(body, await account(tx, body)) } });
      });
      return toCaregiver(row);
    },

    async update(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const row = await prisma.$transaction(async (tx) => {
        const current = await tx.caregiver.findFirst({ where: { id: body.caregiver_id, seniorId: senior.id } });
        if (!current) throw notFound("Caregiver");
        await refuseDuplicates(tx, senior.id, body, current.id);
        const staffUserId = body.email === current.email ? current.staffUserId : await account(tx, body);
        return tx.caregiver.update({ where: { id: current.id }, data: fields(body, staffUserId) });
      });
      return toCaregiver(row);
    },

    async remove(user, seniorId, caregiverId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      const { count } = await prisma.caregiver.deleteMany({ where: { id: caregiverId, seniorId: senior.id } });
      if (count === 0) throw notFound("Caregiver");
    },
  };
}
