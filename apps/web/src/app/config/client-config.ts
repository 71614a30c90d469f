import { CLIENT_CONFIG_KEYS, cognitoRoutes, IDLE_TIMEOUT_MS, type ClientConfigKey } from "@care/contracts";
import { useQuery } from "@tanstack/react-query";
import { useAuth } from "../auth/auth-context";
import { useApi } from "../services";

export type ClientConfiguration = Partial<Record<ClientConfigKey, unknown>>;

export const clientConfigKeys = {
  all: ["client-configuration"] as const,
};

/** The configuration keys fetched once the user is signed in (spec 1 §3); the call needs a token. */
export function useClientConfig(): ClientConfiguration | undefined {
  const api = useApi();
  const { session } = useAuth();
  const query = useQuery({
    queryKey: clientConfigKeys.all,
    queryFn: ({ signal }) =>
      api.get<ClientConfiguration>(cognitoRoutes.clientConfiguration.path, {
        query: { name: CLIENT_CONFIG_KEYS },
        signal,
      }),
    enabled: session !== null,
    staleTime: Infinity,
  });
  return query.data;
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
