import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { DEMO_PASSWORD, login, NEW_PASSWORD, SIGN_IN_ENV } from "../../support/sign-in.js";

// A first login (or an expired password) limits the token to the password screens until the password changes.
let h: Harness;
let jwt: string;

beforeAll(async () => {
  h = await startHarness({ env: SIGN_IN_ENV });
  await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.agent }, data: { isFirstLogin: true } });
  const res = await login(h.app, DEMO_ACCOUNTS.agent);
  expect(res.statusCode).toBe(200);
  jwt = envelope<{ jwt: string }[]>(res).data[0]!.jwt;
});
afterAll(() => h?.close());

const auth = (): Record<string, string> => ({ authorization: `Bearer ${jwt}` });

describe("forced password reset", () => {
  it("marks the token so the portal can send the user to /choose-password", () => {
    const claims = JSON.parse(Buffer.from(jwt.split(".")[1]!, "base64url").toString()) as { first_login: boolean };
    expect(claims.first_login).toBe(true);
  });

  it("refuses every other route with a clear 403", async () => {
    const res = await h.app.inject({ method: "GET", url: "/api/cognito/user/generate-memberid", headers: auth() });
    expect(res.statusCode).toBe(403);
    expect(envelope(res).message).toBe("Password change required. Please choose a new password.");
  });

  it("allows the password screens and their configuration", async () => {
    const config = await h.app.inject({
      method: "GET",
      url: `/api/cognito/client-configuration?name=${encodeURIComponent('["portal_idle_timeout"]')}`,
      headers: auth(),
    });
    expect(config.statusCode).toBe(200);
    const verify = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/verify-password",
      headers: auth(),
      payload: { password: DEMO_PASSWORD },
    });
    expect(envelope(verify).data).toBe(true);
    const change = await h.app.inject({
      method: "POST",
      url: "/api/cognito/authentication/change-password",
      headers: auth(),
      payload: { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
  });

  it("gives a normal token after the change", async () => {
    const res = await login(h.app, DEMO_ACCOUNTS.agent, NEW_PASSWORD);
    const fresh = envelope<{ jwt: string }[]>(res).data[0]!.jwt;
    const ok = await h.app.inject({
      method: "GET",
      url: "/api/cognito/user/generate-memberid",
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(ok.statusCode).toBe(200);
  });
});
