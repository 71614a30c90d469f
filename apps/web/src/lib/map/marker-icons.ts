import L from "leaflet";
import iconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import iconUrl from "leaflet/dist/images/marker-icon.png";
import shadowUrl from "leaflet/dist/images/marker-shadow.png";
import { MARKER_ICON_SIZE } from "./map-constants";

const [width, height] = MARKER_ICON_SIZE;

/**
 * Leaflet's marker picture, bundled with the portal (no CDN: these machines have no internet), at the spec's
 * 35 × 50 size with its tip on the point.
 */
export const defaultMarkerIcon: L.Icon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [width, height],
  iconAnchor: [width / 2, height],
  popupAnchor: [0, -height + 4],
  tooltipAnchor: [width / 2, -height / 2],
  shadowSize: [height, height],
  shadowAnchor: [height * 0.34, height],
});

/** A numbered history point (spec 2 'Senior location': history points are numbered except the last). */
export function numberedIcon(n: number): L.DivIcon {
  return L.divIcon({
    className: "care-map-number",
    html: `<span>${n}</span>`,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
    tooltipAnchor: [12, 0],
  });
}
