// Text Postgres cannot store (issue 25 item 7): a NUL (U+0000) or a lone UTF-16 surrogate anywhere in a request's
// params, query or body is a 400 naming the field, never a 500; the refused attempt keeps its audit row; and a
// database refusal of such text that gets past the door is still a 400 (SQLSTATE 22P05 / 22021).
import { describe, expect, it } from "vitest";
import { inputErrorFromDatabase } from "../../apps/api/src/plugins/database-errors.js";
import { AppError } from "../../apps/api/src/errors.js";
import { auditRowOf } from "../support/harness.js";
import { setupHarness } from "../support/suite-harness.js";
import { ref, setupSeniors } from "./seniors.js";

const PERSONA = "/api/users/senior/persona";
const NUL = "contains a NUL character (U+0000)";

const h = setupHarness();
const s = setupSeniors(h);

/** The refusal the well-formed-text check answers, written out. */
function refusal(field: string, reason: string): unknown {
  return {
    application_code: 400,
    message: `Invalid ${field}: ${reason}`,
    data: null,
    error: { code: "VALIDATION", fields: [{ field, reason }] },
  };
}

/** What `thunk` threw (a real error of Prisma and Postgres). */
async function thrownBy(thunk: () => Promise<unknown>): Promise<unknown> {
  try {
    await thunk();
  } catch (err) {
    return err;
  }
  throw new Error("expected the database to refuse the value");
}

describe("NUL and lone surrogates in a request", () => {
  it("answers a NUL in a persona field with 400 naming the field (it was a 500: Postgres refuses it in jsonb)", async () => {
    const before = await h.as("agent").get(PERSONA, ref(s.assigned));
    const res = await h.as("agent").put(PERSONA, {
      senior_id: s.assigned.id,
      persona: { goals: { data: "Walk daily" }, hobbies: { data: "chess", annotation: "bridge\u0000" } },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal("body.persona.hobbies.annotation", NUL));

    // Nothing of it was saved, and the attempt is in the audit log with U+FFFD where the NUL was.
    const after = await h.as("agent").get(PERSONA, ref(s.assigned));
    expect(after.body.data).toEqual(before.body.data);
    const audit = await auditRowOf(h, res.raw);
    expect(audit.statusCode).toBe(400);
    expect(audit.summary).toMatchObject({ persona: { hobbies: { data: "chess", annotation: "bridge\uFFFD" } } });
  });

  it("answers a lone surrogate in a persona field with 400 naming the field", async () => {
    const res = await h.as("agent").put(PERSONA, { senior_id: s.assigned.id, persona: { fears: { data: "\uDFFF" } } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal("body.persona.fears.data", "contains a lone UTF-16 surrogate"));
  });

  it("keeps the audit row of a refused write whose id carries a NUL", async () => {
    const res = await h.as("agent").put(PERSONA, { senior_id: `${s.assigned.id}\u0000`, persona: {} });
    expect(res.body).toEqual(refusal("body.senior_id", NUL));
    const audit = await auditRowOf(h, res.raw);
    expect(audit.entityId).toBe(`${s.assigned.id}\uFFFD`);
  });

  it("names a NUL in the query and in a path parameter", async () => {
    const query = await h.as("agent").get(PERSONA, { ...ref(s.assigned), senior_id: `${s.assigned.id}\u0000` });
    expect(query.body).toEqual(refusal("query.senior_id", NUL));

    const param = await h.as("admin").get("/api/reports/schedules/abc%00def/history");
    expect(param.body).toEqual(refusal("params.id", NUL));
  });
});

describe("the database's own refusal of such text (the backstop)", () => {
  it("maps Postgres's 22P05 (NUL in jsonb) and 22021 (NUL in text) to a 400", async () => {
    // Real errors from Postgres, through Prisma's model API and its raw queries.
    const jsonbWrite = await thrownBy(() =>
      h.prisma.seniorPersona.upsert({
        where: { seniorId: s.assigned.id },
        create: { seniorId: s.assigned.id, hobbies: { data: "a\u0000" } },
        update: { hobbies: { data: "a\u0000" } },
      }),
    );
    const jsonbRaw = await thrownBy(() => h.prisma.$queryRawUnsafe("SELECT $1::jsonb", '{"a":"\\u0000"}'));
    const textRaw = await thrownBy(() => h.prisma.$queryRawUnsafe("SELECT $1::text", "a\u0000"));
    for (const [name, err] of Object.entries({ jsonbWrite, jsonbRaw, textRaw })) {
      const mapped = inputErrorFromDatabase(err);
      expect(mapped, name).toBeInstanceOf(AppError);
      expect(mapped?.status, name).toBe(400);
      expect(mapped?.code, name).toBe("VALIDATION");
    }
  });
});
