import L from "leaflet";
import { useEffect, type ReactNode } from "react";
import { useMap } from "react-leaflet";
import { FIT_BOUNDS_DELAY_MS, MAP_ZOOM } from "./map-constants";

export interface FitBoundsProps {
  points: readonly [number, number][];
  /** Never zoom in closer than this when the points are close together. */
  maxZoom?: number;
}

/**
 * Fits the map to the points FIT_BOUNDS_DELAY_MS after they change (spec 1 §9: the delay lets a card or dialog
 * finish its layout, or Leaflet measures a zero-size map).
 */
export function FitBounds({ points, maxZoom = MAP_ZOOM }: FitBoundsProps): ReactNode {
  const map = useMap();
  const key = JSON.stringify(points);
  useEffect(() => {
    if (points.length === 0) return;
    const timer = setTimeout(() => {
      map.invalidateSize();
      map.fitBounds(L.latLngBounds(points.map(([lat, lng]) => L.latLng(lat, lng))), { padding: [40, 40], maxZoom });
    }, FIT_BOUNDS_DELAY_MS);
    return () => clearTimeout(timer);
    // `key` stands for the points' values: a new array with the same points must not refit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, maxZoom]);
  return null;
}
