import { useClientConfigQuery } from "../config/client-config";
import { DEFAULT_TILE_URL } from "./map-constants";

/**
 * The tile URL template from the client configuration (map_tile_url, the API's MAP_TILE_URL); undefined while the
 * configuration is still on its way, so the map never asks the default server first and a configured one after.
 */
export function useMapTileUrl(): string | undefined {
  const { status, data } = useClientConfigQuery();
  if (status === "pending") return undefined;
  const value = data?.map_tile_url;
  return typeof value === "string" && value.includes("{z}") ? value : DEFAULT_TILE_URL;
}
