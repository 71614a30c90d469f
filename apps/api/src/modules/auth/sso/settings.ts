import type { Config } from "@care/infra";

/** Single sign-on as configured (packages/infra/src/config.ts, docs/sso.md); null when it is off. */
export interface SsoSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** The portal's login page as registered at the provider: the provider sends the browser back there. */
  redirectUri: string;
  /** The provider's name on the login page's button and in the refusal messages. */
  label: string;
  /** The flow cookie is Secure when the portal is served over https (always in production, config.ts). */
  secureCookie: boolean;
  /** openid-client refuses plain http unless told; only a test or development provider is reached that way. */
  allowHttp: boolean;
}

export function ssoSettings(config: Config): SsoSettings | null {
  const { SSO_ISSUER_URL, SSO_CLIENT_ID, SSO_CLIENT_SECRET, SSO_REDIRECT_URI } = config;
  // The configuration refuses a partial set at start-up, so "any missing" is "not set up".
  if (!SSO_ISSUER_URL || !SSO_CLIENT_ID || !SSO_CLIENT_SECRET || !SSO_REDIRECT_URI) return null;
  return {
    issuer: new URL(SSO_ISSUER_URL),
    clientId: SSO_CLIENT_ID,
    clientSecret: SSO_CLIENT_SECRET,
    redirectUri: SSO_REDIRECT_URI,
    label: config.SSO_BUTTON_LABEL,
    secureCookie: SSO_REDIRECT_URI.startsWith("https:"),
    allowHttp: config.NODE_ENV !== "production" && SSO_ISSUER_URL.startsWith("http:"),
  };
}

/** A message of SSO_MESSAGES with its placeholders filled. */
export function ssoText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
