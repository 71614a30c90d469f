import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowOf, DEMO_ACCOUNTS, envelope, type Harness, startHarness } from "../../support/harness.js";
import { mailbox, NEW_PASSWORD, nextMail, SIGN_IN_ENV } from "../../support/sign-in.js";

// Issue 25 item 4: wrong reset and first-login codes count toward a per-account limit. Before, every code burnt after
// 5 guesses but a new one could be asked for at once: 25 guesses every 15 minutes, forever. Here 4 wrong codes (any
// code, any address) within 10 minutes stop code checks for the account for 10 minutes, and no code is mailed
// meanwhile.

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { ...SIGN_IN_ENV, CODE_MAX_FAILURES: "4", CODE_LOCKOUT_S: "600" } });
});
afterAll(async () => {
  await h?.close();
});

const A = "/api/cognito/authentication";
const LOCKED_MESSAGE = "Too many wrong codes. Please try again in 10 minutes.";
const otherCode = (code: string): string => (code === "111111" ? "222222" : "111111");

const reset = (email: string, otp: string, remoteAddress = "127.0.0.1") =>
  h.app.inject({
    method: "POST",
    url: `${A}/reset-password`,
    remoteAddress,
    payload: { email, otp, password: NEW_PASSWORD },
  });

async function mailedCode(email: string): Promise<string> {
  const before = (await mailbox(h.app, email)).length;
  await h.app.inject({ method: "GET", url: `${A}/forgot-password?email=${encodeURIComponent(email)}` });
  return (await nextMail(h.app, email, before)).code as string;
}

describe("the per-account limit of wrong reset codes", () => {
  it("stops code checks after 4 wrong codes across two codes and two addresses, the right code included", async () => {
    const email = DEMO_ACCOUNTS.warehouse;
    const first = await mailedCode(email);
    expect((await reset(email, otherCode(first))).statusCode).toBe(400);
    expect((await reset(email, otherCode(first), "198.51.100.7")).statusCode).toBe(400);
    // A fresh code does not bring fresh guesses.
    const second = await mailedCode(email);
    expect((await reset(email, otherCode(second))).statusCode).toBe(400);
    const fourth = await reset(email, otherCode(second), "198.51.100.8");
    expect(fourth.statusCode).toBe(423);
    expect(envelope(fourth)).toMatchObject({ message: LOCKED_MESSAGE, error: { code: "LOCKED" } });

    const right = await reset(email, second);
    expect(right.statusCode).toBe(423);
    // The right code was not even compared: it has had 2 of its 5 attempts.
    const user = await h.prisma.staffUser.findUniqueOrThrow({ where: { email } });
    const row = await h.prisma.oneTimeCode.findFirstOrThrow({
      where: { userId: user.id, purpose: "reset" },
      orderBy: { createdAt: "desc" },
    });
    expect(row.attempts).toBe(2);
  });

  it("records the lock on the account and in the audit trail", async () => {
    const user = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.warehouse } });
    expect(user.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    const row = await h.prisma.auditLog.findFirstOrThrow({
      where: { action: "lockStaffAccount", entityId: user.id },
      orderBy: { id: "desc" },
    });
    expect(row).toMatchObject({
      actorId: null,
      route: "/api/cognito/authentication/reset-password",
      entityType: "user",
      statusCode: 423,
      ip: "198.51.100.8",
      summary: { reason: "code_failures", failures: 4, source: null },
    });
  });

  it("mails no new code while the lock lasts", async () => {
    const before = (await mailbox(h.app, DEMO_ACCOUNTS.warehouse)).length;
    await h.app.inject({ method: "GET", url: `${A}/forgot-password?email=${DEMO_ACCOUNTS.warehouse}` });
    await h.app.inject({ method: "GET", url: `${A}/resent-otp?email=${DEMO_ACCOUNTS.warehouse}` });
    // A mail asked for after them, for another account, has arrived: theirs were decided by then (the locked
    // account's answer is one Redis read; the other's a code and a mail).
    await mailedCode(DEMO_ACCOUNTS.bdm);
    expect((await mailbox(h.app, DEMO_ACCOUNTS.warehouse)).length).toBe(before);
  });

  it("answers an unknown email the same way (the lock tells nobody which emails have accounts)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await reset("ghost@demo.care", "123456")).statusCode);
    expect(statuses).toEqual([400, 400, 400, 423, 423]);
  });

  it("counts wrong first-login codes too", async () => {
    const created = await h.as("admin").post("/api/users/admin/care-agent", {
      employee_id: "EMP9301",
      name: { first_name: "Nia", last_name: "Okafor" },
      email: "nia.okafor@staff.demo.care",
      role: "CareAgent",
      phone_number: { number: "4045550177" },
      location: { zipcode: "30303", city: "Atlanta", state: "GA", timezone: "America/New_York" },
      shift: "day",
    });
    expect(created.status, created.raw.body).toBe(200);
    const [mail] = await mailbox(h.app, "nia.okafor@staff.demo.care");
    const code = mail?.code as string;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await reset("nia.okafor@staff.demo.care", otherCode(code))).statusCode);
    expect(statuses).toEqual([400, 400, 400, 423]);
    expect((await reset("nia.okafor@staff.demo.care", code)).statusCode).toBe(423);
  });

  it("ends with an Admin's unlock: a new code is mailed and works", async () => {
    const user = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.warehouse } });
    const res = await h.as("admin").put("/api/users/admin/care-agent/unlock", { user_id: user.id });
    expect(res.status).toBe(200);
    expect((await auditRowOf(h, res)).action).toBe("unlockStaffAccount");
    const code = await mailedCode(DEMO_ACCOUNTS.warehouse);
    expect((await reset(DEMO_ACCOUNTS.warehouse, code)).statusCode).toBe(200);
  });
});
