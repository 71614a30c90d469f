import { CLIENT_CONFIG_KEYS, authRoutes, IDLE_TIMEOUT_MS, type ClientConfigKey } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { queryKeyFor } from "../api/query-keys";
import { useAuth } from "../auth/auth-context";
import { useApi } from "../services";

export type ClientConfiguration = Partial<Record<ClientConfigKey, unknown>>;

// The keys asked for; the query's `name` is repeated once per key, hence the plain api.get.
const QUERY = { name: CLIENT_CONFIG_KEYS };

/** The configuration keys fetched once the user is signed in (spec 1 §3); the call needs a token. */
export function useClientConfig(): ClientConfiguration | undefined {
  return useClientConfigQuery().data;
}

/** The same, with the query's status, for a caller that must wait for the answer (the map's tile server). */
export function useClientConfigQuery(): UseQueryResult<ClientConfiguration> {
  const api = useApi();
  const { session } = useAuth();
  return useQuery({
    queryKey: queryKeyFor(authRoutes.clientConfiguration, { query: QUERY }),
    queryFn: ({ signal }) =>
      api.get<ClientConfiguration>(authRoutes.clientConfiguration.path, { query: QUERY, signal }),
    enabled: session !== null,
    staleTime: Infinity,
  });
}

/** A configuration value as a positive number, whether the API stored it as a number or a numeric string. */
export function configNumber(config: ClientConfiguration | undefined, key: ClientConfigKey): number | undefined {
  const raw = config?.[key];
  const n = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Spec 1 §9: 432,000,000 ms unless configuration says otherwise (key portal_idle_timeout, in ms). */
export function idleTimeoutMs(config: ClientConfiguration | undefined): number {
  return configNumber(config, "portal_idle_timeout") ?? IDLE_TIMEOUT_MS;
}

/** The product name of '{product} Care Dashboard': the configuration's product_name, else the portal's own. */
export function productName(config: ClientConfiguration | undefined, fallback: string): string {
  const raw = config?.product_name;
  return typeof raw === "string" && raw.trim() !== "" ? raw.trim() : fallback;
}
