import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type Harness, startHarness } from "../../support/harness.js";
import { mailbox, SIGN_IN_ENV, signIn } from "../../support/sign-in.js";
import { staffAccountBody } from "../../support/fixtures.js";

// Issue 25 item 5: peers cannot take each other's accounts. The email is where reset codes go, so an
// Admin_WellnessServices who could change a peer's email could then reset the peer's password. Only an Admin changes
// the email of an account holding Admin or Admin_WellnessServices (any of its roles), and every email change is
// mailed to the old address.

const SAVE = "/api/users/admin/care-agent";
const ROBIN = "robin.hart@staff.demo.care"; // a second Admin_WellnessServices (prisma/seed/staff.ts)
const DANA = "dana.ellis@staff.demo.care"; // a second Admin

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: SIGN_IN_ENV });
});
afterAll(async () => {
  await h?.close();
});

const body = (email: string, changes: Record<string, unknown> = {}) => staffAccountBody(h.prisma, email, changes);

const emailOf = async (id: string): Promise<string> =>
  (await h.prisma.staffUser.findUniqueOrThrow({ where: { id } })).email;

describe("an Admin_WellnessServices changing emails", () => {
  it("may not change a peer's email: 403 with a clear message, nothing changed, no mail", async () => {
    const robin = await body(ROBIN, { email: "mine@attacker.example" });
    const res = await h.as("wellness").post(SAVE, robin);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only an Admin can change the email of an Admin or Admin_WellnessServices account");
    expect(await emailOf(robin.user_id as string)).toBe(ROBIN);
    expect(await mailbox(h.app, ROBIN)).toEqual([]);
  });

  it("may not change an Admin's email", async () => {
    const res = await h.as("wellness").post(SAVE, await body(DANA, { email: "mine@attacker.example" }));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only an Admin can manage Admin accounts");
  });

  it("counts every role the account holds: a care agent who is also an Admin_WellnessServices, or an Admin", async () => {
    const riley = "riley.chen@staff.demo.care";
    await h.prisma.staffUser.update({ where: { email: riley }, data: { secondaryRoles: ["Admin_WellnessServices"] } });
    const asPeer = await h.as("wellness").post(SAVE, await body(riley, { email: "riley@attacker.example" }));
    expect(asPeer.status).toBe(403);
    expect(asPeer.body.message).toBe(
      "Only an Admin can change the email of an Admin or Admin_WellnessServices account",
    );

    await h.prisma.staffUser.update({ where: { email: riley }, data: { secondaryRoles: ["Admin"] } });
    // Holding Admin among the secondary roles makes the whole account the Admin's to manage, not only its email.
    const asAdmin = await h.as("wellness").post(SAVE, await body(riley, { name: { first_name: "R", last_name: "C" } }));
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe("Only an Admin can manage Admin accounts");
    await h.prisma.staffUser.update({ where: { email: riley }, data: { secondaryRoles: [] } });
  });

  it("may not switch off a peer's MFA, but an Admin may, and so may the owner", async () => {
    await h.prisma.staffUser.update({ where: { email: ROBIN }, data: { isMfaEnabled: true } });
    const off = await body(ROBIN, { is_mfa_enabled: false });
    const asPeer = await h.as("wellness").post(SAVE, off);
    expect(asPeer.status).toBe(403);
    expect(asPeer.body.message).toBe("Only an Admin can switch off MFA of an Admin or Admin_WellnessServices account");
    expect((await h.prisma.staffUser.findUniqueOrThrow({ where: { email: ROBIN } })).isMfaEnabled).toBe(true);

    const asAdmin = await h.as("admin").post(SAVE, off);
    expect(asAdmin.status, asAdmin.raw.body).toBe(200);
    expect((await h.prisma.staffUser.findUniqueOrThrow({ where: { email: ROBIN } })).isMfaEnabled).toBe(false);

    await h.prisma.staffUser.update({ where: { email: "wellness@demo.care" }, data: { isMfaEnabled: true } });
    const own = await h.as("wellness").post(SAVE, await body("wellness@demo.care", { is_mfa_enabled: false }));
    expect(own.status, own.raw.body).toBe(200);
  });

  it("still changes a care agent's email, and the old address is told", async () => {
    const from = "parker.grant@staff.demo.care";
    const to = "parker.grant@new.demo.care";
    const res = await h.as("wellness").post(SAVE, await body(from, { email: to }));
    expect(res.status, res.raw.body).toBe(200);
    const [notice] = await mailbox(h.app, from);
    expect(notice?.subject).toBe("The email of your care portal account was changed");
    expect(notice?.body).toContain(`changed from ${from} to ${to} by an administrator (wellness@demo.care)`);
    expect(await mailbox(h.app, to)).toEqual([]);
  });

  it("changes their own email", async () => {
    const own = await body("wellness@demo.care", { email: "wellness.lead@demo.care" });
    const res = await h.as("wellness").post(SAVE, own);
    expect(res.status, res.raw.body).toBe(200);
    expect(await emailOf(own.user_id as string)).toBe("wellness.lead@demo.care");
    expect((await mailbox(h.app, "wellness@demo.care"))[0]?.subject).toBe(
      "The email of your care portal account was changed",
    );
  });
});

describe("an Admin changing a peer's email", () => {
  it("changes it: the old address is told, the account's sessions and open reset codes end", async () => {
    const session = await signIn(h.app, ROBIN);
    expect(
      (await h.app.inject({ method: "GET", url: "/api/cognito/secret-data", headers: bearer(session.jwt) })).statusCode,
    ).toBe(200);
    // A reset code mailed to the old address before the change.
    await h.app.inject({ method: "GET", url: `/api/cognito/authentication/forgot-password?email=${ROBIN}` });
    const robin = await h.prisma.staffUser.findUniqueOrThrow({ where: { email: ROBIN } });
    await expect.poll(() => h.prisma.oneTimeCode.count({ where: { userId: robin.id, consumedAt: null } })).toBe(1);

    const to = "robin.hart@new.demo.care";
    const res = await h.as("admin").post(SAVE, await body(ROBIN, { email: to }));
    expect(res.status, res.raw.body).toBe(200);
    const notice = (await mailbox(h.app, ROBIN)).find((m) => m.subject.startsWith("The email of"));
    expect(notice?.body).toContain(`changed from ${ROBIN} to ${to} by an administrator (admin@demo.care)`);
    expect(await h.prisma.oneTimeCode.count({ where: { userId: robin.id, consumedAt: null } })).toBe(0);
    expect(
      (await h.app.inject({ method: "GET", url: "/api/cognito/secret-data", headers: bearer(session.jwt) })).statusCode,
    ).toBe(401);
    expect((await signIn(h.app, to)).jwt).toBeTruthy();
  });
});
