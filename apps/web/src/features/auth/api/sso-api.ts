import { ssoRoutes, type LoginResponse } from "@care/contracts";
import type { ApiClient } from "../../../lib/api/api-client";
import type { DataOf } from "../../../lib/api/contract-types";

// Single sign-on calls of the login page (docs/sso.md). Plain functions over callRoute, as the other sign-in steps.

export type SsoConfig = DataOf<typeof ssoRoutes.ssoConfig>;

/** Whether to show the SSO button; a failure (an older API, a network error) shows none. */
export async function ssoConfig(api: ApiClient): Promise<SsoConfig> {
  try {
    return await api.callRoute(ssoRoutes.ssoConfig, { silent: true });
  } catch {
    return { enabled: false, label: null };
  }
}

/** Begins an attempt: the API keeps its secrets and sets the cookie; the answer is where to send the browser. */
export async function startSso(api: ApiClient): Promise<string> {
  return (await api.callRoute(ssoRoutes.ssoStart, { silent: true })).authorization_url;
}

/** Hands the provider's answer (the login page's query string) to the API: the login answer of a password sign-in. */
export function finishSso(api: ApiClient, query: string): Promise<LoginResponse> {
  return api.callRouteAnswer(ssoRoutes.ssoCallback, { silent: true, body: { query } });
}

/**
 * The provider's answer in the login page's address: `state` with a `code` or an `error` (docs/sso.md: the
 * registered redirect address is the login page). Null for an ordinary visit.
 */
export function ssoAnswerIn(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.has("state") && (params.has("code") || params.has("error")) ? search : null;
}
