import { auditRoutes as R } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery } from "../../../lib/api/route-hooks";
import type { AuditQuery } from "./list-queries";

export type AuditPage = DataOf<typeof R.listAudit>;
export type AuditRow = AuditPage["items"][number];

/** GET /api/users/audit, one keyset page. */
export function useAuditLog(q: AuditQuery): UseQueryResult<AuditPage, ApiError> {
  return usePagedRouteQuery(R.listAudit, { query: q });
}
