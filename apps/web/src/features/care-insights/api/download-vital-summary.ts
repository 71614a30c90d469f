import type { VITALS_REPORT_VITALS } from "@care/contracts";
import { measurementReportRoutes } from "@care/contracts";
import { subMonths } from "date-fns";
import { useCallback } from "react";
import { useServices } from "../../../lib/services";
import type { QueryOf } from "../../../lib/api/contract-types";
import { toQueryString } from "../../../lib/api/query-string";

const R = measurementReportRoutes.vitalsReport;
type ReportVital = (typeof VITALS_REPORT_VITALS)[number];

/** Which per-vital xlsx report (GET measurement/vitals-report) holds a measurement; others have none. */
const REPORT_OF: Record<string, ReportVital> = {
  heart_rate: "heart_rate",
  sleep_heart_rate: "sleep",
  steps: "activity",
  weight: "body_health",
  bmi: "body_health",
  fat_mass: "body_health",
  muscle_mass: "body_health",
  bone_mass: "body_health",
  hydration: "body_health",
  sleep_score: "sleep",
  respiration: "sleep",
};

export const reportVitalOf = (measurementName: string): ReportVital | undefined => REPORT_OF[measurementName];

/** Spec 2 §9: "Vitals default range 3 months". */
const REPORT_MONTHS = 3;

const ns = (ms: number): string => (BigInt(ms) * 1_000_000n).toString();

export interface VitalSummaryRequest {
  seniorId: string;
  accountId: string;
  timezone: string;
  measurementName: string;
}

/**
 * The xlsx download of one vital (spec 2 §7 "GET downloadable xlsx report per vital"): the last three months. The
 * route answers a file, not the envelope, so this is a plain authorised fetch (one token refresh on a 401) saved
 * through a temporary link. Rejects on any failure; the screen says 'Download Summary Failed!'.
 */
export function useDownloadVitalSummary(): (req: VitalSummaryRequest) => Promise<void> {
  const { session, api } = useServices();
  return useCallback(
    async (req) => {
      const vital = reportVitalOf(req.measurementName);
      if (!vital) throw new Error(`no report holds ${req.measurementName}`);
      const now = Date.now();
      const query: QueryOf<typeof R> = {
        senior_id: req.seniorId,
        account_id: req.accountId,
        vital,
        start_timestamp: ns(subMonths(now, REPORT_MONTHS).getTime()),
        end_timestamp: ns(now),
        timezone: req.timezone,
      };
      const send = (): Promise<Response> =>
        fetch(`${R.path}${toQueryString(query)}`, {
          headers: { authorization: `Bearer ${session.get()?.accessToken ?? ""}` },
        });
      let res = await send();
      if (res.status === 401 && (await api.refreshAccessToken())) res = await send();
      if (!res.ok) throw new Error(`vitals report answered ${res.status}`);
      const blob = await res.blob();
      const name = /filename="?([^";]+)"?/.exec(res.headers.get("content-disposition") ?? "")?.[1];
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = name ?? `${req.measurementName}-summary.xlsx`;
      link.click();
      // Freed a moment later: the browser reads the object URL after the click returns.
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
    [session, api],
  );
}
