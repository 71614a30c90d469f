import { z } from "zod";
import { defineRoute } from "../route.js";

const DependencyStatus = z.object({
  ok: z.boolean(),
  latency_ms: z.number().nullable(),
  error: z.string().nullable(),
});

export const HealthSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  uptime_s: z.number(),
  /** When the dependencies were probed: an anonymous caller may get an answer up to 5 s old (one probe for all). */
  checked_at: z.string().describe("ISO time the dependencies were probed"),
  dependencies: z.object({
    postgres: DependencyStatus,
    redis: DependencyStatus,
    soketi: DependencyStatus,
    s3: DependencyStatus,
  }),
});
export type Health = z.infer<typeof HealthSchema>;

export const healthRoutes = {
  health: defineRoute({
    operationId: "getHealth",
    method: "GET",
    path: "/api/health",
    service: "health",
    summary: "Reachability of Postgres, Redis, soketi and S3",
    access: "public",
    data: HealthSchema,
  }),
} as const;
