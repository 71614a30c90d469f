import { usersSeniorProfileRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import { locationKeys } from "./location-keys";

export interface SeniorHome {
  /** The geocoded home address; null when the senior's address has no coordinates. */
  coordinates: { lat: number; lng: number } | null;
  /** The home radius (spec 2 §3 basic info); location is fetched only when there is one (spec 2 §4). */
  radius: { value: number; unit: "feet" | "mile" } | null;
}

/** The senior's home and radius: GET users/senior/minimal-info and users/senior/basic-info. */
export function useSeniorHome(seniorId: string, accountId: string): UseQueryResult<SeniorHome, ApiError> {
  const api = useApi();
  return useQuery({
    queryKey: locationKeys.home(seniorId),
    queryFn: async ({ signal }) => {
      const query = { senior_id: seniorId, account_id: accountId };
      const [minimal, basic] = await Promise.all([
        api.callRoute(usersSeniorProfileRoutes.minimalInfo, { query, signal }),
        api.callRoute(usersSeniorProfileRoutes.basicInfo, { query, signal }),
      ]);
      const c = minimal.address.coordinates;
      return {
        coordinates: c ? { lat: c.latitude, lng: c.longitude } : null,
        radius: basic.radius ? { value: basic.radius.value, unit: basic.radius.radius_measurement } : null,
      };
    },
  });
}
