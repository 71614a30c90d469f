import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { UPLOAD_MESSAGES, type Envelope, type ErrorDetail } from "@care/contracts";
import { AppError, type FieldError } from "../errors.js";
import { inputErrorFromDatabase } from "./database-errors.js";

/** Where in the request a validation failure was found, as the client named it. */
function fieldPath(context: string | undefined, path: (string | number)[] | string | undefined): string {
  const p = Array.isArray(path) ? path.join(".") : (path ?? "").replace(/^\//, "").replaceAll("/", ".");
  const where = context === "querystring" ? "query" : (context ?? "body");
  return p ? `${where}.${p}` : where;
}

function toEnvelope(status: number, message: string, detail: ErrorDetail, applicationCode = status): Envelope<null> {
  return { application_code: applicationCode, message, data: null, error: detail };
}

/** @fastify/multipart's limit and format errors → status, code and the spec's text (spec 2 §5, §9). */
const MULTIPART_ERRORS: Record<string, { status: number; code: ErrorDetail["code"]; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: "PAYLOAD_TOO_LARGE", message: UPLOAD_MESSAGES.fileTooLarge },
  FST_FILES_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: UPLOAD_MESSAGES.tooManyPhotos },
  FST_PARTS_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: "Too many parts in the form." },
  FST_FIELDS_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: "Too many fields in the form." },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: UPLOAD_MESSAGES.notMultipart,
  },
};

/**
 * Maps every failure to the envelope and an HTTP status in one place. Bad input is a 4xx naming the field;
 * anything unexpected is a 500 whose body never carries a stack trace (the log has it, with the request id).
 */
function handleError(error: FastifyError | AppError | Error, request: FastifyRequest, reply: FastifyReply): void {
  // A value Postgres refuses (unique, out of range, malformed...) is the client's 4xx; the log keeps the original.
  const fromDatabase = inputErrorFromDatabase(error);
  if (fromDatabase) {
    request.log.info({ err: error }, "the database refused a value of the request");
    handleError(fromDatabase, request, reply);
    return;
  }
  if (error instanceof AppError) {
    const detail: ErrorDetail = { code: error.code, ...(error.options.fields ? { fields: error.options.fields } : {}) };
    if (error.status >= 500) request.log.error({ err: error }, "server error");
    void reply.status(error.status).send(toEnvelope(error.status, error.message, detail, error.applicationCode));
    return;
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldError[] = error.validation.map((v) => ({
      field: fieldPath(error.validationContext, v.instancePath),
      reason: v.message ?? "invalid",
    }));
    const first = fields[0];
    const message = first ? `Invalid ${first.field}: ${first.reason}` : "Invalid request";
    void reply.status(400).send(toEnvelope(400, message, { code: "VALIDATION", fields }));
    return;
  }

  if (isResponseSerializationError(error)) {
    // Our own bug: the handler produced data that does not match its declared schema.
    request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
    void reply.status(500).send(toEnvelope(500, "Internal Server Error", { code: "INTERNAL" }));
    return;
  }

  const fe = error as FastifyError;
  const multipart = fe.code && Object.hasOwn(MULTIPART_ERRORS, fe.code) ? MULTIPART_ERRORS[fe.code] : undefined;
  if (multipart) {
    void reply.status(multipart.status).send(toEnvelope(multipart.status, multipart.message, { code: multipart.code }));
    return;
  }
  const status = fe.statusCode ?? 500;
  if (status === 429) {
    void reply.status(429).send(toEnvelope(429, fe.message || "Too many requests", { code: "RATE_LIMITED" }));
    return;
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, body too large, bad JWT header...
    const code: ErrorDetail["code"] =
      status === 401
        ? "UNAUTHORIZED"
        : status === 413
          ? "PAYLOAD_TOO_LARGE"
          : status === 415
            ? "UNSUPPORTED_MEDIA_TYPE"
            : status === 404
              ? "NOT_FOUND"
              : "VALIDATION";
    const message = status === 401 ? "Unauthorized" : fe.message || "Bad request";
    void reply.status(status).send(toEnvelope(status, message, { code }));
    return;
  }
  request.log.error({ err: error }, "unhandled error");
  void reply.status(500).send(toEnvelope(500, "Internal Server Error", { code: "INTERNAL" }));
}

/**
 * Errors Fastify raises before any route or hook runs (a malformed URL, a path parameter past maxParamLength):
 * without this they are answered in Fastify's own shape, echoing the whole path. Passed as `frameworkErrors`.
 */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === "FST_ERR_MAX_PARAM_LENGTH" ? "A path parameter is too long" : "Malformed URL";
  void reply.status(status).send(toEnvelope(status, message, { code: "VALIDATION" }));
}

export const errorHandlerPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    app.setErrorHandler(handleError);
    app.setNotFoundHandler((request, reply) => {
      void reply
        .status(404)
        .send(toEnvelope(404, `Route ${request.method} ${request.url.split("?")[0]} not found`, { code: "NOT_FOUND" }));
    });
  },
  { name: "error-handler" },
);
