// The browser's part of a single sign-on, played over HTTP: the API's start (its flow cookie), the provider's own
// login form, the provider's redirect back to the portal, and the portal's call to the API's callback.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export const SSO = "/api/cognito/sso";
/** The portal's login page as registered at the provider (the API is never reached on it in these tests). */
export const REDIRECT_URI = "http://portal.test/login";

/** The `care_sso=…` pair of a Set-Cookie answer, as the browser would send it back. */
export function flowCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers["set-cookie"];
  const first = (Array.isArray(header) ? header : [header ?? ""])[0] ?? "";
  return first.split(";")[0] ?? "";
}

export interface Started {
  authorizationUrl: string;
  /** The Cookie header the browser sends with the callback. */
  cookie: string;
}

export async function startSso(app: FastifyInstance): Promise<Started> {
  const res = await app.inject({ method: "POST", url: `${SSO}/start` });
  if (res.statusCode !== 200) throw new Error(`start answered ${res.statusCode}: ${res.body}`);
  return {
    authorizationUrl: (JSON.parse(res.body) as { data: { authorization_url: string } }).data.authorization_url,
    cookie: flowCookieOf(res),
  };
}

/** A cookie jar for the provider's site: name → value, whatever the path (the provider scopes them narrowly). */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(";")[0] ?? "";
      const eq = pair.indexOf("=");
      const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1)];
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/**
 * Signs in at the provider's login form as `login` (any password) and follows its redirects until it sends the
 * browser back to the portal; returns that address's query string (code, state, iss, or error).
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Jar();
  const go = async (url: URL, init: RequestInit = {}): Promise<URL> => {
    const res = await fetch(url, { ...init, redirect: "manual", headers: { ...init.headers, cookie: jar.header() } });
    jar.take(res);
    const location = res.headers.get("location");
    if (!location) throw new Error(`${url.pathname} answered ${res.status} without a redirect: ${await res.text()}`);
    return new URL(location, url);
  };
  let next = await go(new URL(authorizationUrl));
  if (!next.pathname.startsWith("/interaction/")) throw new Error(`expected the login form, went to ${next.href}`);
  next = await go(next, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ prompt: "login", login, password: "any password" }).toString(),
  });
  for (let hops = 0; hops < 5; hops++) {
    if (next.href.startsWith(REDIRECT_URI)) return next.search;
    next = await go(next);
  }
  throw new Error(`the provider never sent the browser back (last: ${next.href})`);
}

/** The portal's call with the provider's answer, from the browser that holds `cookie`. */
export function finishSso(app: FastifyInstance, query: string, cookie: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: `${SSO}/callback`,
    headers: cookie ? { cookie } : {},
    payload: { query },
  });
}

/** The whole sign-in of one provider login, as the portal runs it. */
export async function ssoSignIn(app: FastifyInstance, login: string): Promise<LightMyRequestResponse> {
  const started = await startSso(app);
  return finishSso(app, await signInAtProvider(started.authorizationUrl, login), started.cookie);
}
