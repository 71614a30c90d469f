import { GEOCODE_NOT_FOUND_MESSAGE, type GeocodeMatch } from "@care/contracts";
import type { Config } from "@care/infra";
import { AppError } from "../../errors.js";
import { createNominatimProvider } from "./providers/nominatim.js";
import { createOfflineProvider } from "./providers/offline.js";

/**
 * A source of US places. Answers null when nothing matches; throws AppError (502/503) when it cannot tell.
 * Providers return US places only: the product serves US members (spec 1 §5, spec 2 §5 "limited to the US").
 */
export interface GeocodingProvider {
  readonly name: string;
  geocode(address: string): Promise<GeocodeMatch | null>;
  reverse(latitude: number, longitude: number): Promise<GeocodeMatch | null>;
}

/**
 * What other modules use (member creation geocodes an address before saving it; the location page asks for the
 * address of a marker). Both answer 404 'No address found' rather than null, so a caller that needs a match can
 * let the error reach the envelope as it is.
 */
export interface GeocodingService {
  geocode(address: string): Promise<GeocodeMatch>;
  reverseGeocode(latitude: number, longitude: number): Promise<GeocodeMatch>;
}

const noAddress = (): AppError => new AppError("NOT_FOUND", GEOCODE_NOT_FOUND_MESSAGE);

export function createGeocodingService(provider: GeocodingProvider): GeocodingService {
  return {
    async geocode(address) {
      const trimmed = address.trim();
      if (trimmed === "") throw noAddress();
      return (await provider.geocode(trimmed)) ?? throwNoAddress();
    },
    async reverseGeocode(latitude, longitude) {
      return (await provider.reverse(latitude, longitude)) ?? throwNoAddress();
    },
  };
}

function throwNoAddress(): never {
  throw noAddress();
}

/** The provider named by GEOCODER (offline unless configured otherwise). */
export function geocodingProviderFromConfig(
  config: Pick<Config, "GEOCODER" | "GEOCODER_URL" | "GEOCODER_TIMEOUT_MS">,
): GeocodingProvider {
  return config.GEOCODER === "nominatim"
    ? createNominatimProvider({ baseUrl: config.GEOCODER_URL, timeoutMs: config.GEOCODER_TIMEOUT_MS })
    : createOfflineProvider();
}
