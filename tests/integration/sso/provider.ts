// A real OpenID Connect provider in the test process (the `oidc-provider` package, with its development login
// form: any password is accepted, the login typed is the account id). Used by tests/integration/sso/*.test.ts
// through HTTP and by tests/e2e/sso.test.ts through Chromium.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration, type KoaContextWithOIDC } from "oidc-provider";

/** The portal's client at the provider, as an administrator would register it. */
export const SSO_CLIENT = { id: "care-portal", secret: "sso-test-client-secret-0123456789" } as const;

export interface ProviderAccount {
  email?: string;
  /** As the provider sends it: undefined leaves the claim out. */
  email_verified?: boolean | string;
  /** Microsoft Entra ID's "email domain owner verified", sent in place of email_verified. */
  xms_edov?: boolean;
}

/**
 * The provider's people, by the login typed at its form. The staff emails are seeded demo accounts
 * (prisma/seed/staff.ts); stranger@example.org has no staff account.
 */
export const PROVIDER_ACCOUNTS: Readonly<Record<string, ProviderAccount>> = {
  agent: { email: "agent@demo.care", email_verified: true },
  admin: { email: "Admin@Demo.care", email_verified: true },
  facility: { email: "facility@demo.care", email_verified: true },
  bdm: { email: "bdm@demo.care", email_verified: true },
  unverified: { email: "wellness@demo.care", email_verified: false },
  "verified-as-text": { email: "wellness@demo.care", email_verified: "true" },
  // As Microsoft Entra ID sends an organisational account: no email_verified, the optional xms_edov claim.
  entra: { email: "wellness@demo.care", xms_edov: true },
  "entra-unverified-domain": { email: "wellness@demo.care", xms_edov: false },
  "unverified-despite-edov": { email: "wellness@demo.care", email_verified: false, xms_edov: true },
  stranger: { email: "stranger@example.org", email_verified: true },
  warehouse: { email: "warehouse@demo.care", email_verified: true },
  caregiver: { email: "caregiver@demo.care", email_verified: true },
  "no-email": {},
};

export interface TestProvider {
  /** The issuer URL (SSO_ISSUER_URL). */
  issuer: string;
  /** Registers the portal's redirect address; the provider answers 503 until it is known. */
  register(redirectUri: string): void;
  close(): Promise<void>;
}

/** The API's configuration for this provider. */
export function ssoEnv(provider: TestProvider, redirectUri: string, label = "Test IdP"): Record<string, string> {
  return {
    SSO_ISSUER_URL: provider.issuer,
    SSO_CLIENT_ID: SSO_CLIENT.id,
    SSO_CLIENT_SECRET: SSO_CLIENT.secret,
    SSO_REDIRECT_URI: redirectUri,
    SSO_BUTTON_LABEL: label,
  };
}

/**
 * Consent is given by the organisation for its own portal: a grant of "openid email" is made for the client on
 * first use, so the provider's login form is the only page the person sees (the provider's default asks).
 */
async function autoGrant(ctx: KoaContextWithOIDC): Promise<InstanceType<Provider["Grant"]> | undefined> {
  const { oidc } = ctx;
  if (!oidc.client || !oidc.session?.accountId) return undefined;
  const existing = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  if (existing) return oidc.provider.Grant.find(existing);
  const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId: oidc.session.accountId });
  grant.addOIDCScope("openid email");
  await grant.save();
  return grant;
}

export async function startTestProvider(redirectUri?: string): Promise<TestProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server: Server = createServer((req, res) => {
    if (!handler) {
      res.writeHead(503).end("provider not configured yet");
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const register = (uri: string): void => {
    const configuration: Configuration = {
      clients: [
        {
          client_id: SSO_CLIENT.id,
          client_secret: SSO_CLIENT.secret,
          redirect_uris: [uri],
          grant_types: ["authorization_code"],
          response_types: ["code"],
        },
      ],
      claims: { openid: ["sub"], email: ["email", "email_verified", "xms_edov"] },
      findAccount: (_ctx, id) => {
        const account = PROVIDER_ACCOUNTS[id];
        if (!account) return undefined;
        return { accountId: id, claims: () => ({ sub: id, ...account }) as never };
      },
      loadExistingGrant: autoGrant,
      cookies: { keys: ["sso-test-cookie-key-0123456789abcdef"] },
      pkce: { required: () => true },
      // Set so the provider does not warn about its defaults on every first use.
      ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
      features: { devInteractions: { enabled: true } },
    };
    const provider = new Provider(issuer, configuration);
    handler = provider.callback();
  };
  if (redirectUri) register(redirectUri);

  return {
    issuer,
    register,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
