import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES, type PasswordValidation } from "@care/contracts";
import { bearer, DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { DEMO_PASSWORD, login, mailbox, NEW_PASSWORD, nextMail, SIGN_IN_ENV, signIn } from "../../support/sign-in.js";

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: SIGN_IN_ENV });
});
afterAll(async () => {
  await h?.close();
});

const A = "/api/cognito/authentication";

const change = (jwt: string, old_password: string, new_password: string) =>
  h.app.inject({
    method: "POST",
    url: `${A}/change-password`,
    headers: bearer(jwt),
    payload: { old_password, new_password },
  });

const refresh = (email: string, refresh_token: string) =>
  h.app.inject({ method: "POST", url: `${A}/access-token`, payload: { email, refresh_token } });

const forgot = (email: string) =>
  h.app.inject({ method: "GET", url: `${A}/forgot-password?email=${encodeURIComponent(email)}` });

const reset = (payload: Record<string, string>) =>
  h.app.inject({ method: "POST", url: `${A}/reset-password`, payload });

/** Distinct strong passwords (digits descend, so no ascending pair). */
const strong = (n: number): string => `Rotation#Pass${9 - n}${7 - n}x`;

describe("verify-password", () => {
  it("answers true for the current password and false otherwise", async () => {
    const { jwt } = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const yes = await h.app.inject({
      method: "POST",
      url: `${A}/verify-password`,
      headers: bearer(jwt),
      payload: { password: DEMO_PASSWORD },
    });
    const no = await h.app.inject({
      method: "POST",
      url: `${A}/verify-password`,
      headers: bearer(jwt),
      payload: { password: "nope" },
    });
    expect([yes.statusCode, envelope(yes).data]).toEqual([200, true]);
    expect([no.statusCode, envelope(no).data]).toEqual([200, false]);
    expect(envelope(no).message).toBe(AUTH_MESSAGES.incorrectOldPassword);
  });

  it("needs a token", async () => {
    const res = await h.app.inject({ method: "POST", url: `${A}/verify-password`, payload: { password: "x" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("password-validate", () => {
  it("returns the valid flag and every rule's result", async () => {
    const weak = await h.app.inject({ method: "POST", url: `${A}/password-validate`, payload: { password: "abc12" } });
    const good = await h.app.inject({
      method: "POST",
      url: `${A}/password-validate`,
      payload: { password: NEW_PASSWORD },
    });
    expect(envelope<PasswordValidation>(weak).data.valid).toBe(false);
    expect(envelope<PasswordValidation>(weak).data.rules.find((r) => r.id === "no_ascending_digits")?.passed).toBe(
      false,
    );
    expect(envelope<PasswordValidation>(good).data).toMatchObject({ valid: true });
    expect(envelope<PasswordValidation>(good).data.rules).toHaveLength(6);
  });
});

describe("change-password", () => {
  it("refuses a wrong old password with 'Incorrect Old Password' (400, so the portal does not refresh)", async () => {
    const { jwt } = await signIn(h.app, DEMO_ACCOUNTS.warehouse);
    const res = await change(jwt, "Not#TheOldOne975", NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe(AUTH_MESSAGES.incorrectOldPassword);
  });

  it("refuses the same password with the spec's message", async () => {
    const { jwt } = await signIn(h.app, DEMO_ACCOUNTS.warehouse);
    const res = await change(jwt, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe(AUTH_MESSAGES.sameAsOld);
  });

  it("refuses a password breaking the rules, naming them", async () => {
    const { jwt } = await signIn(h.app, DEMO_ACCOUNTS.warehouse);
    const res = await change(jwt, DEMO_PASSWORD, "Short#12a");
    expect(res.statusCode).toBe(400);
    expect(envelope(res).message).toBe(AUTH_MESSAGES.weakPassword);
    expect(envelope(res).error?.fields?.map((f) => f.field)).toEqual(["new_password", "new_password"]);
  });

  it("changes the password, ends every session, and clears the first-login flag", async () => {
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.wellness }, data: { isFirstLogin: true } });
    const other = await signIn(h.app, DEMO_ACCOUNTS.wellness);
    const { jwt } = await signIn(h.app, DEMO_ACCOUNTS.wellness);
    const res = await change(jwt, DEMO_PASSWORD, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(envelope(res).message).toBe(AUTH_MESSAGES.passwordChanged);

    expect((await refresh(DEMO_ACCOUNTS.wellness, other.refresh_token)).statusCode).toBe(401);
    expect((await login(h.app, DEMO_ACCOUNTS.wellness)).statusCode).toBe(401);
    expect((await login(h.app, DEMO_ACCOUNTS.wellness, NEW_PASSWORD)).statusCode).toBe(200);
    const row = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.wellness } });
    expect(row.isFirstLogin).toBe(false);
    expect(row.passwordHash?.startsWith("$argon2id$")).toBe(true);
  });

  it("refuses any of the last 5 passwords, and accepts the 6th oldest again", async () => {
    const email = DEMO_ACCOUNTS.bdm;
    let current = DEMO_PASSWORD;
    for (let n = 0; n < 5; n++) {
      const { jwt } = await signIn(h.app, email, current);
      expect((await change(jwt, current, strong(n))).statusCode).toBe(200);
      current = strong(n);
    }
    // Last five: strong(0..4). strong(4) is current ("same as old"); strong(0..3) are "reused".
    const { jwt } = await signIn(h.app, email, current);
    for (const n of [0, 1, 2, 3]) {
      const res = await change(jwt, current, strong(n));
      expect(res.statusCode).toBe(400);
      expect(envelope(res).message).toBe(AUTH_MESSAGES.reused);
    }
    // The demo password has dropped out of the last five.
    expect((await change(jwt, current, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe("forgot-password and reset-password through the mailbox", () => {
  it("answers the same whether or not the email exists, and mails only a real account", async () => {
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.agent)).length;
    // The unknown address first: its (empty) background work is done by the time the real mail has arrived.
    const ghost = await forgot("ghost@demo.care");
    const real = await forgot(DEMO_ACCOUNTS.agent);
    expect(real.statusCode).toBe(200);
    expect(real.body).toBe(ghost.body);
    const mail = await nextMail(h.app, DEMO_ACCOUNTS.agent, before);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(await mailbox(h.app, "ghost@demo.care")).toEqual([]);
  });

  it("stores the code only as a hash, valid about 15 minutes", async () => {
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.agent)).length;
    await forgot(DEMO_ACCOUNTS.agent);
    const { code } = await nextMail(h.app, DEMO_ACCOUNTS.agent, before);
    const row = await h.app.prisma.oneTimeCode.findFirstOrThrow({
      where: { email: DEMO_ACCOUNTS.agent, purpose: "reset", consumedAt: null },
      orderBy: { createdAt: "desc" },
    });
    expect(row.codeHash).not.toContain(code ?? "x");
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(15, 1);
  });

  it("resets with otp, ends sessions, clears first login; the code works once", async () => {
    await h.app.prisma.staffUser.update({ where: { email: DEMO_ACCOUNTS.agent }, data: { isFirstLogin: true } });
    const session = await signIn(h.app, DEMO_ACCOUNTS.agent);
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.agent)).length;
    await forgot(DEMO_ACCOUNTS.agent);
    const { code } = await nextMail(h.app, DEMO_ACCOUNTS.agent, before);

    const res = await reset({ email: DEMO_ACCOUNTS.agent, otp: code ?? "", password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).message).toBe(AUTH_MESSAGES.passwordReset);
    expect((await login(h.app, DEMO_ACCOUNTS.agent, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await refresh(DEMO_ACCOUNTS.agent, session.refresh_token)).statusCode).toBe(401);
    expect(
      (await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.agent } })).isFirstLogin,
    ).toBe(false);

    const again = await reset({ email: DEMO_ACCOUNTS.agent, otp: code ?? "", password: "Another#Secret975x" });
    expect(again.statusCode).toBe(400);
    expect(envelope(again).message).toBe(AUTH_MESSAGES.invalidOtp);
  });

  it("accepts reset_code as the code's name and reads spaces in the email as '+'", async () => {
    const email = "plus+tag@demo.care";
    const admin = await h.app.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.admin } });
    await h.app.prisma.staffUser.create({
      data: {
        email,
        firstName: "Plus",
        lastName: "Tag",
        primaryRole: "CareAgent",
        passwordHash: admin.passwordHash,
        isFirstLogin: true,
      },
    });
    await forgot(email);
    const { code } = await nextMail(h.app, email, 0);
    const res = await reset({ email: "plus tag@demo.care", reset_code: code ?? "", password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await login(h.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong code, an unknown email (same answer), and burns the code after 5 wrong guesses", async () => {
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.facility)).length;
    await forgot(DEMO_ACCOUNTS.facility);
    const { code } = await nextMail(h.app, DEMO_ACCOUNTS.facility, before);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const unknown = await reset({ email: "ghost@demo.care", otp: wrong, password: NEW_PASSWORD });
    for (let i = 0; i < 5; i++) {
      const res = await reset({ email: DEMO_ACCOUNTS.facility, otp: wrong, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(unknown.body);
    }
    expect((await reset({ email: DEMO_ACCOUNTS.facility, otp: code ?? "", password: NEW_PASSWORD })).statusCode).toBe(
      400,
    );
  });

  it("checks the password rules before spending a guess, and the history only after the code matched", async () => {
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.facility)).length;
    await forgot(DEMO_ACCOUNTS.facility);
    const { code } = await nextMail(h.app, DEMO_ACCOUNTS.facility, before);
    const weak = await reset({ email: DEMO_ACCOUNTS.facility, otp: "000000", password: "weak" });
    expect(envelope(weak).message).toBe(AUTH_MESSAGES.weakPassword);
    const same = await reset({ email: DEMO_ACCOUNTS.facility, otp: code ?? "", password: DEMO_PASSWORD });
    expect(envelope(same).message).toBe(AUTH_MESSAGES.sameAsOld);
    // The code survived both refusals.
    expect((await reset({ email: DEMO_ACCOUNTS.facility, otp: code ?? "", password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it("validates inputs: otp or reset_code required, 6 digits", async () => {
    expect((await reset({ email: DEMO_ACCOUNTS.agent, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await reset({ email: DEMO_ACCOUNTS.agent, otp: "12345", password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await forgot("not an email")).statusCode).toBe(400);
  });
});

describe("resent-otp", () => {
  it("answers 'OTP is successfully sent to email {email}.' and mails a code usable by reset-password", async () => {
    const email = DEMO_ACCOUNTS.warehouse;
    const before = (await mailbox(h.app, email)).length;
    const res = await h.app.inject({ method: "GET", url: `${A}/resent-otp?email=${email}&account=abc` });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).message).toBe(`OTP is successfully sent to email ${email}.`);
    const { code } = await nextMail(h.app, email, before);
    expect((await reset({ email, otp: code ?? "", password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("answers the same for an unknown email", async () => {
    const res = await h.app.inject({ method: "GET", url: `${A}/resent-otp?email=ghost@demo.care` });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).message).toBe("OTP is successfully sent to email ghost@demo.care.");
  });
});
