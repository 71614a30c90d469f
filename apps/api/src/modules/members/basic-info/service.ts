import type { z } from "zod";
import type { AccessClaims, BasicInfo, memberRoutes } from "@care/contracts";
import type { Prisma, PrismaClient, Senior, SeniorBasicInfo } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";
import { heightCm, poundsToStoredKg, storedKgToPounds } from "./convert.js";

type Body = z.output<typeof memberRoutes.saveBasicInfo.body>;

export interface BasicInfoService {
  get(user: AccessClaims, seniorId: string, accountId?: string): Promise<BasicInfo>;
  save(user: AccessClaims, body: Body): Promise<BasicInfo>;
}

function toBasicInfo(s: Senior, b: SeniorBasicInfo | null): BasicInfo {
  const hasHeight = b?.heightFeet !== null && b?.heightFeet !== undefined;
  const feet = b?.heightFeet ?? 0;
  const inch = b?.heightInch ?? 0;
  const kg = b?.weightKg ?? null;
  return {
    user_id: s.id,
    senior_id: s.id,
    height: hasHeight ? { feet, inch } : null,
    height_cm: hasHeight ? heightCm(feet, inch) : null,
    weight: kg === null ? null : storedKgToPounds(kg),
    weight_kg: kg,
    academic_level: b?.academicLevel ?? null,
    career: b?.career ?? null,
    primary_spoken_language: b?.primarySpokenLanguage ?? null,
    other_spoken_language: b?.otherSpokenLanguage ?? null,
    preferred_name: b?.preferredName ?? null,
    home_phone: b?.homePhone ?? null,
    emergency_phone: b?.emergencyPhone ?? null,
    email: b?.email ?? null,
    faith: b?.faith ?? null,
    other_faith: b?.otherFaith ?? null,
    home_technology: b?.homeTechnology ?? null,
    race: b?.race ?? null,
    other_race: b?.otherRace ?? null,
    pets: b?.pets ?? null,
    medical_equipment: b?.medicalEquipment ?? null,
    other_medical_equipment: b?.otherMedicalEquipment ?? null,
    social_media_links: b?.socialMediaLinks ?? [],
    life_event: b?.lifeEvent ?? null,
    home_entry: b?.homeEntry ?? null,
    created_date: b ? b.createdAt.toISOString() : null,
    radius:
      s.homeRadiusValue !== null && s.homeRadiusUnit !== null
        ? { value: s.homeRadiusValue, radius_measurement: s.homeRadiusUnit }
        : null,
  };
}

/** The columns a body changes: only the fields it carries (absent stays, null clears). */
function basicInfoData(b: Body): Prisma.SeniorBasicInfoUncheckedUpdateInput {
  const d: Prisma.SeniorBasicInfoUncheckedUpdateInput = {};
  const set = <K extends keyof Prisma.SeniorBasicInfoUncheckedUpdateInput>(
    key: K,
    value: Prisma.SeniorBasicInfoUncheckedUpdateInput[K] | undefined,
  ): void => {
    if (value !== undefined) d[key] = value;
  };
  if (b.height !== undefined) {
    d.heightFeet = b.height?.feet ?? null;
    d.heightInch = b.height?.inch ?? null;
  }
  if (b.weight !== undefined) d.weightKg = b.weight === null ? null : poundsToStoredKg(b.weight);
  set("academicLevel", b.academic_level);
  set("career", b.career);
  set("primarySpokenLanguage", b.primary_spoken_language);
  set("otherSpokenLanguage", b.other_spoken_language);
  set("preferredName", b.preferred_name);
  set("homePhone", b.home_phone);
  set("emergencyPhone", b.emergency_phone);
  set("email", b.email);
  set("faith", b.faith);
  set("otherFaith", b.other_faith);
  set("homeTechnology", b.home_technology);
  set("race", b.race);
  set("otherRace", b.other_race);
  set("pets", b.pets);
  set("medicalEquipment", b.medical_equipment);
  set("otherMedicalEquipment", b.other_medical_equipment);
  set("socialMediaLinks", b.social_media_links);
  set("lifeEvent", b.life_event);
  set("homeEntry", b.home_entry);
  return d;
}

/** Basic info (spec 2 §3): one row per senior; the home radius lives on the senior (ingest's geofence reads it). */
export function createBasicInfoService(prisma: PrismaClient): BasicInfoService {
  return {
    async get(user, seniorId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      const info = await prisma.seniorBasicInfo.findUnique({ where: { seniorId: senior.id } });
      return toBasicInfo(senior, info);
    },

    async save(user, body) {
      const found = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const data = basicInfoData(body);
      const [senior, info] = await prisma.$transaction(async (tx) => {
        const s =
          body.radius === undefined
            ? found
            : await tx.senior.update({
                where: { id: found.id },
                data: {
                  homeRadiusValue: body.radius?.value ?? null,
                  homeRadiusUnit: body.radius?.radius_measurement ?? null,
                },
              });
        const b = await tx.seniorBasicInfo.upsert({
          where: { seniorId: found.id },
          create: { ...(data as Prisma.SeniorBasicInfoUncheckedCreateInput), seniorId: found.id },
          update: data,
        });
        return [s, b] as const;
      });
      return toBasicInfo(senior, info);
    },
  };
}
