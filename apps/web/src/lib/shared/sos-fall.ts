import { measurementReportRoutes, nsToMs } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { format } from "date-fns";
import type { ApiError } from "../api/api-error";
import type { DataOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";
import { seniorQuery, type SeniorIds } from "./senior-profile";

const R = measurementReportRoutes.sosFall;
export type SosFallRows = DataOf<typeof R>;

/** GET /measurement/sos-fall: SOS and falls merged, newest first, 20 rows, the server's default 30-day window. */
export function useSosFall(s: SeniorIds): UseQueryResult<SosFallRows, ApiError> {
  return useQuery(routeQueryOptions(useApi(), R, { query: seniorQuery(s) }));
}

/** A Fall & SOS row's name, the title of its detail dialog: "SOS — 11/20/2026 10:04". */
export function sosFallTitle(row: SosFallRows[number]): string {
  return `${row.type === "sos" ? "SOS" : "Fall"} — ${format(new Date(nsToMs(row.time)), "MM/dd/yyyy HH:mm")}`;
}
