import type { z } from "zod";
import { PERSONA_FIELDS, type AccessClaims, type PersonaFieldId, type memberRoutes } from "@care/contracts";
import type { Prisma, PrismaClient, SeniorPersona } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";

type Body = z.output<typeof memberRoutes.savePersona.body>;
type Persona = z.output<typeof memberRoutes.persona.data>;

export interface PersonaService {
  get(user: AccessClaims, seniorId: string, accountId?: string): Promise<Persona>;
  save(user: AccessClaims, body: Body): Promise<Persona>;
}

/** API field id → column of senior_persona ('barries' is the spec's spelling of the barriers column). */
const COLUMN: Record<
  PersonaFieldId,
  keyof Omit<SeniorPersona, "seniorId" | "updatedById" | "createdAt" | "updatedAt">
> = {
  goals: "goals",
  personality: "personality",
  stress_point: "stressPoint",
  needs: "needs",
  motivation: "motivation",
  fears: "fears",
  barries: "barriers",
  skills: "skills",
  hobbies: "hobbies",
  favorite_activities: "favoriteActivities",
  devices: "devices",
  favorite_food: "favoriteFood",
};

interface Value {
  data: string | null;
  annotation: string | null;
}

function readValue(json: Prisma.JsonValue | undefined): Value {
  const o = json !== null && typeof json === "object" && !Array.isArray(json) ? json : {};
  const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
  return { data: str(o.data), annotation: str(o.annotation) };
}

function toPersona(seniorId: string, row: SeniorPersona | null): Persona {
  return {
    senior_id: seniorId,
    persona: (Object.keys(PERSONA_FIELDS) as PersonaFieldId[]).map((id) => ({
      field_type: "textbox" as const,
      field_id: id,
      label_text: PERSONA_FIELDS[id],
      field_value: readValue(row?.[COLUMN[id]]),
    })),
  };
}

/** Persona (spec 2 §3): twelve free-text fields, each {data, annotation}; a field sent half keeps its other half. */
export function createPersonaService(prisma: PrismaClient): PersonaService {
  return {
    async get(user, seniorId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      return toPersona(senior.id, await prisma.seniorPersona.findUnique({ where: { seniorId: senior.id } }));
    },

    async save(user, body) {
      const senior = await requireSenior(prisma, user, body.senior_id, body.account_id);
      const row = await prisma.$transaction(async (tx) => {
        const current = await tx.seniorPersona.findUnique({ where: { seniorId: senior.id } });
        const data: Prisma.SeniorPersonaUncheckedUpdateInput = { updatedById: user.sub };
        for (const [id, value] of Object.entries(body.persona) as [PersonaFieldId, Partial<Value> | undefined][]) {
          if (!value) continue;
          const before = readValue(current?.[COLUMN[id]]);
          data[COLUMN[id]] = {
            data: value.data === undefined ? before.data : value.data,
            annotation: value.annotation === undefined ? before.annotation : value.annotation,
          };
        }
        return tx.seniorPersona.upsert({
          where: { seniorId: senior.id },
          create: { ...(data as Prisma.SeniorPersonaUncheckedCreateInput), seniorId: senior.id },
          update: data,
        });
      });
      return toPersona(senior.id, row);
    },
  };
}
