import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { Prisma } from "@care/db";
import { AppError } from "../errors.js";
import { errorHandlerPlugin } from "./error-handler.js";

/** A driver error as Prisma's pg adapter reports it, with the SQLSTATE Postgres gave. */
function adapterError(prismaCode: string, sqlState: string, message: string): Prisma.PrismaClientKnownRequestError {
  return new Prisma.PrismaClientKnownRequestError(`Invalid invocation: ${message} in table "staff_user"`, {
    code: prismaCode,
    clientVersion: "6.19.3",
    meta: {
      driverAdapterError: { name: "DriverAdapterError", cause: { originalCode: sqlState, originalMessage: message } },
    },
  });
}

/** What Prisma and pg throw when Postgres refuses a value (shapes taken from real errors of Prisma 6.19 / pg 8). */
const DATABASE_ERRORS: Record<string, Error> = {
  unique: adapterError("P2002", "23505", 'duplicate key value violates unique constraint "staff_user_email_key"'),
  missing: new Prisma.PrismaClientKnownRequestError("No record was found for an update.", {
    code: "P2025",
    clientVersion: "6.19.3",
  }),
  foreignKey: adapterError("P2003", "23503", 'violates foreign key constraint "one_time_code_user_id_fkey"'),
  int4: adapterError("P2020", "22003", 'value "30000000000" is out of range for type integer'),
  rawSyntax: adapterError("P2010", "22P02", 'invalid input syntax for type integer: "abc"'),
  rawDate: adapterError("P2010", "22008", 'timestamp out of range: "294277-01-01"'),
  nul: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    name: "DriverAdapterError",
    cause: { originalCode: "22021", kind: "postgres" },
  }),
  // A model write of "\u0000" into a jsonb column: the adapter's error as it is, outside Prisma's mapping.
  jsonbNul: Object.assign(new Error("unsupported Unicode escape sequence"), {
    name: "DriverAdapterError",
    cause: {
      originalCode: "22P05",
      originalMessage: "unsupported Unicode escape sequence",
      kind: "postgres",
      code: "22P05",
      detail: "\\u0000 cannot be converted to text.",
    },
  }),
  rawJsonbNul: adapterError("P2010", "22P05", "unsupported Unicode escape sequence"),
  pgTooLong: Object.assign(new Error("value too long for type character varying(2)"), {
    code: "22001",
    severity: "ERROR",
  }),
  pgDeadlock: Object.assign(new Error("deadlock detected on relation staff_user"), {
    code: "40P01",
    severity: "ERROR",
  }),
};

// The mapping in isolation; the same plugin serves every real route (see tests/integration/api-skeleton.test.ts).
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/v",
    { schema: { body: z.object({ email: z.email(), age: z.number().int().min(0).max(150) }) } },
    async () => ({ ok: true }),
  );
  r.get("/app-error/:code", async (req) => {
    const code = (req.params as { code: string }).code;
    if (code === "conflict")
      throw new AppError("CONFLICT", "Call Scheduled Unsuccessful!", { applicationCode: 2032.3002 });
    if (code === "forbidden") throw new AppError("FORBIDDEN", "Forbidden");
    throw new AppError("NOT_FOUND", "Senior not found");
  });
  r.get("/db/:kind", async (req) => {
    throw DATABASE_ERRORS[(req.params as { kind: string }).kind];
  });
  r.get("/crash", async () => {
    throw new Error("secret internals at /srv/app.ts:42");
  });
  await app.ready();
});
afterAll(() => app.close());

describe("error mapping", () => {
  it("answers a validation failure with 400, the field and the reason", async () => {
    const res = await app.inject({ method: "POST", url: "/v", payload: { email: "nope", age: 200 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ application_code: 400, data: null, error: { code: "VALIDATION" } });
    expect(body.error.fields.map((f: { field: string }) => f.field).sort()).toEqual(["body.age", "body.email"]);
    expect(body.message).toMatch(/^Invalid body\./);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/v",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ application_code: 400, data: null, error: { code: "VALIDATION" } });
  });

  it("answers an unsupported content type with 415", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/v",
      headers: { "content-type": "text/csv" },
      payload: "a,b",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("maps AppError to its status and keeps the spec's application code", async () => {
    const conflict = await app.inject({ method: "GET", url: "/app-error/conflict" });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      application_code: 2032.3002,
      message: "Call Scheduled Unsuccessful!",
      data: null,
      error: { code: "CONFLICT" },
    });
    expect((await app.inject({ method: "GET", url: "/app-error/forbidden" })).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/app-error/x" })).json().message).toBe("Senior not found");
  });

  it("maps database errors the input caused to 4xx without internals", async () => {
    const cases: [string, number, string, string][] = [
      ["unique", 409, "CONFLICT", "Already exists: another record has the same value"],
      ["missing", 404, "NOT_FOUND", "Record not found"],
      ["foreignKey", 409, "CONFLICT", "The request refers to a record that does not exist or is still in use"],
      ["int4", 400, "VALIDATION", "A value of the request is malformed or out of range"],
      ["rawSyntax", 400, "VALIDATION", "A value of the request is malformed or out of range"],
      ["rawDate", 400, "VALIDATION", "A value of the request is malformed or out of range"],
      ["nul", 400, "VALIDATION", "A value of the request is malformed or out of range"],
      ["jsonbNul", 400, "VALIDATION", "A value of the request is malformed or out of range"],
      ["rawJsonbNul", 400, "VALIDATION", "A value of the request is malformed or out of range"],
      ["pgTooLong", 400, "VALIDATION", "A value of the request is malformed or out of range"],
    ];
    for (const [kind, status, code, message] of cases) {
      const res = await app.inject({ method: "GET", url: `/db/${kind}` });
      expect(res.statusCode, kind).toBe(status);
      expect(res.json(), kind).toEqual({ application_code: status, message, data: null, error: { code } });
      expect(res.body, kind).not.toMatch(/staff_user|constraint|0x00|integer|Unicode|u0000/);
    }
  });

  it("keeps a real database fault a 500, without its message", async () => {
    const res = await app.inject({ method: "GET", url: "/db/pgDeadlock" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("deadlock");
  });

  it("never leaks internals in a 500", async () => {
    const res = await app.inject({ method: "GET", url: "/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain("secret internals");
    expect(res.json()).toEqual({
      application_code: 500,
      message: "Internal Server Error",
      data: null,
      error: { code: "INTERNAL" },
    });
  });

  it("answers unknown routes with a 404 envelope", async () => {
    const res = await app.inject({ method: "GET", url: "/nope?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ application_code: 404, data: null, error: { code: "NOT_FOUND" } });
  });
});
