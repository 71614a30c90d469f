import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../errors.js";
import { errorHandlerPlugin } from "./error-handler.js";

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
