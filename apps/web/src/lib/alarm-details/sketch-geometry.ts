// A small static map drawn without tiles: a care portal must not hand a senior's position to a tile server, and
// none is reachable from every installation. Positions become metres east / north of a centre on a local flat
// projection (equirectangular), ample for the few kilometres a sketch shows.

const METRES_PER_DEGREE_LAT = 111_320;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface SketchInput {
  point: LatLng;
  home: (LatLng & { radius_m: number | null }) | null;
  width: number;
  height: number;
}

export interface Sketch {
  point: { x: number; y: number };
  home: { x: number; y: number; r: number | null } | null;
  /** A round length for the scale bar and its width on the drawing. */
  scale: { metres: number; px: number };
}

/** The smallest span a sketch shows, so a point at home is not drawn over a postage stamp of ground. */
const MIN_SPAN_M = 200;

/** 1, 2 or 5 × 10^n metres, the largest not over `max`. */
export function roundLength(max: number): number {
  const p = 10 ** Math.floor(Math.log10(Math.max(max, 1)));
  return [5, 2, 1].map((f) => f * p).find((v) => v <= max) ?? p;
}

/** Where to draw the point, the home and its geofence in a width × height box (y grows downwards). */
export function sketch({ point, home, width, height }: SketchInput): Sketch {
  const lat0 = home?.lat ?? point.lat;
  const cos = Math.cos((lat0 * Math.PI) / 180);
  const east = (p: LatLng): number => (p.lng - (home?.lng ?? point.lng)) * METRES_PER_DEGREE_LAT * cos;
  const north = (p: LatLng): number => (p.lat - lat0) * METRES_PER_DEGREE_LAT;
  const px = east(point);
  const py = north(point);
  const r = home?.radius_m ?? 0;
  // Everything to show, in metres around the home (or the point): the geofence and the point.
  const minX = Math.min(px, -r);
  const maxX = Math.max(px, r);
  const minY = Math.min(py, -r);
  const maxY = Math.max(py, r);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const spanX = Math.max(maxX - minX, MIN_SPAN_M) * 1.3;
  const spanY = Math.max(maxY - minY, MIN_SPAN_M) * 1.3;
  const k = Math.min(width / spanX, height / spanY); // px per metre
  const toX = (x: number): number => width / 2 + (x - cx) * k;
  const toY = (y: number): number => height / 2 - (y - cy) * k;
  const metres = roundLength(width / 4 / k);
  return {
    point: { x: toX(px), y: toY(py) },
    home: home ? { x: toX(0), y: toY(0), r: home.radius_m === null ? null : home.radius_m * k } : null,
    scale: { metres, px: metres * k },
  };
}
