import { auditRoutes } from "@care/contracts";
import { useCallback } from "react";
import type { QueryOf } from "../../../lib/api/contract-types";
import { toQueryString } from "../../../lib/api/query-string";
import { useServices } from "../../../lib/services";
import { auditQuery, type AuditFilter } from "../model/audit-filters";

const R = auditRoutes.exportAudit;

/** The export's query: the viewer's filters as the list sends them, without its paging. */
export function auditExportQuery(f: Record<AuditFilter, string>): QueryOf<typeof R> {
  const { limit: _limit, offset: _offset, last_evaluated_key: _key, ...filters } = auditQuery(f, 1, null);
  return filters;
}

/**
 * Downloads the CSV export of the trail the filters select (GET /api/users/audit/export). The route answers a file,
 * not the envelope, so this is a plain authorised fetch (one token refresh on a 401) saved through a temporary
 * link, as the vitals report download does. Rejects on any failure.
 */
export function useAuditExport(): (f: Record<AuditFilter, string>) => Promise<void> {
  const { session, api } = useServices();
  return useCallback(
    async (f) => {
      const url = `${R.path}${toQueryString(auditExportQuery(f))}`;
      const send = (): Promise<Response> =>
        fetch(url, { headers: { authorization: `Bearer ${session.get()?.accessToken ?? ""}` } });
      let res = await send();
      if (res.status === 401 && (await api.refreshAccessToken())) res = await send();
      if (!res.ok) throw new Error(`audit export answered ${res.status}`);
      const blob = await res.blob();
      const name = /filename="?([^";]+)"?/.exec(res.headers.get("content-disposition") ?? "")?.[1];
      const href = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = name ?? "audit-log.csv";
      link.click();
      // Freed a moment later: the browser reads the object URL after the click returns.
      window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
    },
    [session, api],
  );
}
