import { rosterImportRoutes } from "@care/contracts";
import { useCallback } from "react";
import { useServices } from "../../../lib/services";

const R = rosterImportRoutes.template;

/**
 * Downloads the roster template (GET /api/roster-import/template). The route answers a file, not the envelope, so
 * this is a plain authorised fetch (one token refresh on a 401) saved through a temporary link, as the audit export
 * does. Rejects on any failure.
 */
export function useTemplateDownload(): () => Promise<void> {
  const { session, api } = useServices();
  return useCallback(async () => {
    const send = (): Promise<Response> =>
      fetch(R.path, { headers: { authorization: `Bearer ${session.get()?.accessToken ?? ""}` } });
    let res = await send();
    if (res.status === 401 && (await api.refreshAccessToken())) res = await send();
    if (!res.ok) throw new Error(`template download answered ${res.status}`);
    const href = URL.createObjectURL(await res.blob());
    const link = document.createElement("a");
    link.href = href;
    link.download = "roster-template.csv";
    link.click();
    // Freed a moment later: the browser reads the object URL after the click returns.
    window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }, [session, api]);
}
