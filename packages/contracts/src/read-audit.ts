import { z } from "zod";
import type { RouteContract } from "./route.js";

/** The input fields that name a senior (the wellness plan names its senior `customer_id`, issue 15). */
export const SENIOR_ID_FIELDS = ["senior_id", "seniorId", "customer_id"] as const;

/** The field names of an input schema, looking through pipes, refinements, optional/default wrappers and unions. */
export function inputFieldNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return inputFieldNames(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return inputFieldNames(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap((o) => inputFieldNames(o));
  if (schema instanceof z.ZodIntersection) {
    return [...inputFieldNames(schema.def.left as z.ZodType), ...inputFieldNames(schema.def.right as z.ZodType)];
  }
  return [];
}

/** Whether a route's params or querystring can name a senior. */
export function namesSenior(contract: RouteContract): boolean {
  const fields = [...inputFieldNames(contract.params), ...inputFieldNames(contract.querystring)];
  return fields.some((f) => (SENIOR_ID_FIELDS as readonly string[]).includes(f));
}

/**
 * Whether a call of this route is recorded as a read of health data (the contract's `readAudit`, else: every file
 * export, and every GET that can name a senior). Decided from the contract alone, so the route table can be
 * walked in a test.
 */
export function isReadAudited(contract: RouteContract): boolean {
  if (contract.readAudit !== undefined) return contract.readAudit;
  if (contract.raw) return true;
  return contract.method === "GET" && namesSenior(contract);
}
