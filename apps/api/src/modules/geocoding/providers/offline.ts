import { codes as ZIP_CODES, states as STATES, type ZipCode } from "zipcodes";
import type { GeocodeMatch } from "@care/contracts";
import type { GeocodingProvider } from "../service.js";

/**
 * Geocoding without a network: the `zipcodes` package's US ZIP table (one point per ZIP). An address resolves
 * to its ZIP's point (or, without a ZIP, to the lowest ZIP of its city and state); a point resolves to the nearest
 * ZIP's city and state. Street-level precision needs the nominatim provider.
 */

// Military "states" (APO/FPO) are not places a member lives at; the table also holds Canada, which we skip.
const NOT_PLACES = new Set(["AA", "AE", "AP"]);
/** Farther than this from every US ZIP point, a coordinate is not in the US (open sea, another country). */
const MAX_REVERSE_DISTANCE_KM = 100;
const EARTH_RADIUS_KM = 6371;

interface UsTable {
  byZip: Map<string, ZipCode>;
  /** "SPRINGFIELD|IL" → the city's lowest ZIP, so the answer does not depend on the table's order. */
  byCityState: Map<string, ZipCode>;
  points: ZipCode[];
  states: Set<string>;
}

let table: UsTable | undefined;

/** Built on first use (about 42,000 rows), not at import, so an API that never geocodes pays nothing. */
function usTable(): UsTable {
  if (table) return table;
  const points = Object.values(ZIP_CODES)
    .filter((z) => z.country === "US" && !NOT_PLACES.has(z.state))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const byCityState = new Map<string, ZipCode>();
  for (const z of points) {
    const key = `${z.city.toUpperCase()}|${z.state}`;
    if (!byCityState.has(key)) byCityState.set(key, z);
  }
  table = {
    byZip: new Map(points.map((z) => [z.zip, z])),
    byCityState,
    points,
    states: new Set(points.map((z) => z.state)),
  };
  return table;
}

function toMatch(z: ZipCode): GeocodeMatch {
  return {
    formatted_address: `${z.city}, ${z.state} ${z.zip}`,
    street: null,
    city: z.city,
    state: z.state,
    zipcode: z.zip,
    country: "US",
    coordinates: { latitude: z.latitude, longitude: z.longitude },
  };
}

const TRAILING_COUNTRY = /[\s,]*(u\.?s\.?a?\.?|united states( of america)?)$/i;
const TRAILING_ZIP = /[\s,]*\b(\d{5})(?:-\d{4})?$/;

/** "NY", "ny" or "New York" → "NY" when it is a US state or territory of the table. */
function stateCode(raw: string, t: UsTable): string | undefined {
  const up = raw.trim().toUpperCase().replace(/\s+/g, " ");
  const code = up.length === 2 ? up : STATES.full[up];
  return code && t.states.has(code) ? code : undefined;
}

/** City and state from the end of an address: "…, Springfield, IL" or "…, Springfield IL" or "…, Springfield, Illinois". */
function byCityAndState(rest: string, t: UsTable): ZipCode | undefined {
  const segments = rest
    .split(",")
    .map((s) => s.trim().replace(/\s+/g, " "))
    .filter((s) => s !== "");
  const last = segments.at(-1);
  if (!last) return undefined;
  const candidates: [city: string | undefined, state: string][] = [[segments.at(-2), last]];
  // The state inside the last segment: its last one, two or three words ("Springfield IL", "Albany New York").
  const words = last.split(" ");
  for (let n = 1; n <= Math.min(3, words.length - 1); n++) {
    candidates.push([words.slice(0, -n).join(" "), words.slice(-n).join(" ")]);
  }
  for (const [city, state] of candidates) {
    const code = city ? stateCode(state, t) : undefined;
    const hit = code && city ? t.byCityState.get(`${city.toUpperCase()}|${code}`) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function createOfflineProvider(): GeocodingProvider {
  return {
    name: "offline",
    async geocode(address) {
      const t = usTable();
      const text = address.trim().replace(TRAILING_COUNTRY, "");
      // Only a ZIP at the end counts: a five-digit house number at the start must not be read as one.
      const zip = TRAILING_ZIP.exec(text);
      const byZip = zip?.[1] ? t.byZip.get(zip[1]) : undefined;
      if (byZip) return toMatch(byZip);
      const hit = byCityAndState(zip ? text.slice(0, zip.index) : text, t);
      return hit ? toMatch(hit) : null;
    },
    async reverse(latitude, longitude) {
      let best: ZipCode | undefined;
      let bestKm = Infinity;
      for (const z of usTable().points) {
        const km = haversineKm(latitude, longitude, z.latitude, z.longitude);
        if (km < bestKm) {
          bestKm = km;
          best = z;
        }
      }
      return best && bestKm <= MAX_REVERSE_DISTANCE_KM ? toMatch(best) : null;
    },
  };
}
