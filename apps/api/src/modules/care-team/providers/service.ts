import type { AccessClaims, Provider, ProviderTypeValue } from "@care/contracts";
import type { PrismaClient, Provider as ProviderRow } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";
import { notFound } from "../../../errors.js";

/** What the doctor, dentist and pharmacy forms send (a pharmacy has no practice, speciality or primary flag). */
export interface ProviderInput {
  senior_id: string;
  account_id?: string;
  name: string;
  contact_phone?: string | null;
  provider_name?: string;
  speciality?: string;
  is_primary?: boolean;
}

export interface ProviderService {
  list(user: AccessClaims, type: ProviderTypeValue, seniorId: string, accountId?: string): Promise<Provider[]>;
  create(user: AccessClaims, type: ProviderTypeValue, body: ProviderInput): Promise<Provider>;
  update(user: AccessClaims, type: ProviderTypeValue, providerId: string, body: ProviderInput): Promise<Provider>;
  remove(
    user: AccessClaims,
    type: ProviderTypeValue,
    seniorId: string,
    providerId: string,
    accountId?: string,
  ): Promise<void>;
}

function toProvider(p: ProviderRow): Provider {
  return {
    provider_id: p.id,
    provider_type: p.type,
    name: p.name,
    contact_phone: p.contactPhone,
    provider_name: p.providerName,
    speciality: p.speciality,
    is_primary: p.isPrimary,
    isPrimary: p.isPrimary,
  };
}

const columns = (b: ProviderInput) => ({
  name: b.name,
  contactPhone: b.contact_phone ?? null,
  providerName: b.provider_name ?? null,
  speciality: b.speciality ?? null,
  isPrimary: b.is_primary ?? false,
});

/** Doctors, dentists and pharmacies (spec 2 §3). One primary per type: marking one primary unmarks the others. */
export function createProviderService(prisma: PrismaClient): ProviderService {
  return {
    async list(user, type, seniorId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      const rows = await prisma.provider.findMany({
        where: { seniorId: senior.id, type },
        orderBy: [{ isPrimary: "desc" }, { createdAt: "asc" }],
      });
      return rows.map(toProvider);
    },

    async create(user, type, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const row = await prisma.$transaction(async (tx) => {
        if (body.is_primary)
          await tx.provider.updateMany({ where: { seniorId: senior.id, type }, data: { isPrimary: false } });
        return tx.provider.create({ data: { seniorId: senior.id, type, ...columns(body) } });
      });
      return toProvider(row);
    },

    async update(user, type, providerId, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const row = await prisma.$transaction(async (tx) => {
        const current = await tx.provider.findFirst({ where: { id: providerId, seniorId: senior.id, type } });
        if (!current) throw notFound("Provider");
        if (body.is_primary) {
          await tx.provider.updateMany({
            where: { seniorId: senior.id, type, NOT: { id: current.id } },
            data: { isPrimary: false },
          });
        }
        return tx.provider.update({ where: { id: current.id }, data: columns(body) });
      });
      return toProvider(row);
    },

    async remove(user, type, seniorId, providerId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      const { count } = await prisma.provider.deleteMany({ where: { id: providerId, seniorId: senior.id, type } });
      if (count === 0) throw notFound("Provider");
    },
  };
}
