import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { OperationOutcome, OperationOutcomeIssue } from "@medplum/fhirtypes";
import { FHIR_CONTENT_TYPE } from "@care/contracts";
import { AppError } from "../../errors.js";
import { inputErrorFromDatabase } from "../../plugins/database-errors.js";

// FHIR clients read a failure as an OperationOutcome (R4 §3.1.0.4), never the portal's envelope: this module's own
// error handler answers every failure of its routes that way, with the same HTTP status the envelope would carry
// (400 bad parameter, 401 no or stale token, 403 role not allowed, 404 missing or out of scope). The message texts
// are the API's own, so nothing a client learns differs from the portal's answer.

type IssueType = OperationOutcomeIssue["code"];

/** The issue type FHIR names for each status this API answers with. */
function issueType(status: number): IssueType {
  if (status === 400) return "invalid";
  if (status === 401) return "login";
  if (status === 403) return "forbidden";
  if (status === 404) return "not-found";
  if (status === 413) return "too-costly";
  if (status === 429) return "throttled";
  if (status < 500) return "processing";
  return "exception";
}

export function operationOutcome(status: number, diagnostics: string, expression?: string[]): OperationOutcome {
  return {
    resourceType: "OperationOutcome",
    issue: [
      {
        severity: status >= 500 ? "fatal" : "error",
        code: issueType(status),
        diagnostics,
        ...(expression && expression.length > 0 ? { expression } : {}),
      },
    ],
  };
}

function send(reply: FastifyReply, status: number, outcome: OperationOutcome): void {
  // A string with a JSON content type is sent as it is: the route's 4xx/5xx envelope schema is not applied to it.
  void reply.status(status).type(FHIR_CONTENT_TYPE).send(JSON.stringify(outcome));
}

/** The error handler of the FHIR routes (set on the module's own Fastify context, so no other route is affected). */
export function fhirErrorHandler(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const fromDatabase = inputErrorFromDatabase(error);
  if (fromDatabase) {
    request.log.info({ err: error }, "the database refused a value of the request");
    fhirErrorHandler(fromDatabase, request, reply);
    return;
  }
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, "server error");
    send(
      reply,
      error.status,
      operationOutcome(
        error.status,
        error.message,
        error.options.fields?.map((f) => f.field),
      ),
    );
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext === "querystring" ? "query" : (error.validationContext ?? "request");
    const issues = error.validation.map((v) => {
      const path = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
      return { field: path ? `${where}.${path}` : where, reason: v.message ?? "invalid" };
    });
    const first = issues[0];
    const message = first ? `Invalid ${first.field}: ${first.reason}` : "Invalid request";
    send(
      reply,
      400,
      operationOutcome(
        400,
        message,
        issues.map((i) => i.field),
      ),
    );
    return;
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (a bad JWT header, a malformed query string...).
    const message = status === 401 ? "Unauthorized" : status === 429 ? "Too many requests" : "Bad request";
    send(reply, status, operationOutcome(status, message));
    return;
  }
  request.log.error({ err: error }, "unhandled error");
  send(reply, 500, operationOutcome(500, "Internal Server Error"));
}
