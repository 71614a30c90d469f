import { useMemo } from "react";
import { useBasicInfo, useMinimalInfo, type SeniorIds } from "../../../lib/shared/senior-profile";

export interface SeniorHome {
  /** The geocoded home address; null when the senior's address has no coordinates. */
  coordinates: { lat: number; lng: number } | null;
  /** The home radius (spec 2 §3 basic info); location is fetched only when there is one (spec 2 §4). */
  radius: { value: number; unit: "feet" | "mile" } | null;
}

/**
 * The senior's home and radius, from GET users/senior/minimal-info and users/senior/basic-info: `data` once both
 * have answered, `isPending` until then.
 */
export function useSeniorHome(s: SeniorIds): { readonly data: SeniorHome | undefined; readonly isPending: boolean } {
  const minimal = useMinimalInfo(s);
  const basic = useBasicInfo(s);
  const data = useMemo((): SeniorHome | undefined => {
    if (!minimal.data || !basic.data) return undefined;
    const c = minimal.data.address.coordinates;
    const r = basic.data.radius;
    return {
      coordinates: c ? { lat: c.latitude, lng: c.longitude } : null,
      radius: r ? { value: r.value, unit: r.radius_measurement } : null,
    };
  }, [minimal.data, basic.data]);
  return { data, isPending: minimal.isPending || basic.isPending };
}
