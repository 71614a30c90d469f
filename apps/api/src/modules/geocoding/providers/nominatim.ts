import { z } from "zod";
import { APP_VERSION, type GeocodeMatch } from "@care/contracts";
import { AppError } from "../../../errors.js";
import type { GeocodingProvider } from "../service.js";

export interface NominatimOptions {
  /** e.g. https://nominatim.openstreetmap.org or a self-hosted server; /search and /reverse are appended. */
  baseUrl: string;
  timeoutMs: number;
}

// What we read of a Nominatim place (format=jsonv2, addressdetails=1); everything else is ignored.
const PlaceSchema = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  address: z
    .object({
      house_number: z.string().optional(),
      road: z.string().optional(),
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      hamlet: z.string().optional(),
      state: z.string().optional(),
      "ISO3166-2-lvl4": z.string().optional(),
      postcode: z.string().optional(),
      country_code: z.string().optional(),
    })
    .default({}),
});
type Place = z.infer<typeof PlaceSchema>;
// /reverse answers 200 {"error": "Unable to geocode"} when nothing is there.
const ReverseSchema = z.union([PlaceSchema, z.object({ error: z.string() })]);

const unavailable = (): AppError => new AppError("UNAVAILABLE", "Geocoding service unavailable");
const badAnswer = (): AppError => new AppError("BAD_GATEWAY", "Geocoding service failed");

function toMatch(p: Place): GeocodeMatch | null {
  const a = p.address;
  if (a.country_code?.toLowerCase() !== "us") return null; // US only, whatever the server covers
  const iso = a["ISO3166-2-lvl4"];
  const street = [a.house_number, a.road].filter(Boolean).join(" ");
  return {
    formatted_address: p.display_name,
    street: street === "" ? null : street,
    city: a.city ?? a.town ?? a.village ?? a.hamlet ?? null,
    state: iso?.startsWith("US-") ? iso.slice(3) : (a.state ?? null),
    zipcode: a.postcode ?? null,
    country: "US",
    coordinates: { latitude: p.lat, longitude: p.lon },
  };
}

/** A Nominatim-compatible HTTP geocoder. Slow or absent → 503; an answer we cannot read → 502. */
export function createNominatimProvider(opts: NominatimOptions): GeocodingProvider {
  const base = opts.baseUrl.replace(/\/+$/, "");

  async function call(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams({ format: "jsonv2", addressdetails: "1", ...params })}`;
    let res: Response;
    try {
      res = await fetch(url, {
        // Nominatim's usage policy asks every client to name itself.
        headers: { accept: "application/json", "user-agent": `care-platform/${APP_VERSION}` },
        signal: AbortSignal.timeout(opts.timeoutMs),
      });
    } catch {
      throw unavailable(); // refused, reset or timed out
    }
    if (res.status === 429 || res.status === 503) throw unavailable();
    if (!res.ok) throw badAnswer();
    try {
      return await res.json();
    } catch {
      throw badAnswer();
    }
  }

  return {
    name: "nominatim",
    async geocode(address) {
      const parsed = z
        .array(PlaceSchema)
        .safeParse(await call("/search", { q: address, countrycodes: "us", limit: "1" }));
      if (!parsed.success) throw badAnswer();
      const first = parsed.data[0];
      return first ? toMatch(first) : null;
    },
    async reverse(latitude, longitude) {
      const parsed = ReverseSchema.safeParse(await call("/reverse", { lat: String(latitude), lon: String(longitude) }));
      if (!parsed.success) throw badAnswer();
      return "error" in parsed.data ? null : toMatch(parsed.data);
    },
  };
}
