import { AUTH_MESSAGES } from "@care/contracts";
import type { Prisma } from "@care/db";
import { unauthorized } from "../../../errors.js";
import { assertPortalAccount, buildClaims, passwordExpiryDays, portalUserInclude, type PortalUser } from "../claims.js";
import type { ClientMeta, CognitoDeps, TokenPair } from "../deps.js";
import { newRefreshToken, sha256Hex } from "../secrets.js";

export type RevokeReason =
  "logout" | "reuse_detected" | "password_changed" | "password_reset" | "account_blocked" | "max_age";

export interface SessionService {
  /** A new login: a new refresh-token family and its first token. */
  start(user: PortalUser, meta: ClientMeta): Promise<TokenPair>;
  /** Exchanges a refresh token for a new pair; the presented one is dead afterwards. */
  rotate(email: string, refreshToken: string): Promise<TokenPair>;
  /**
   * Ends the family of a refresh token (logout), and with it the access tokens issued in it: only this sign-in, the
   * user's other devices stay signed in. Unknown tokens are ignored: logout always succeeds.
   */
  endByToken(email: string, refreshToken: string): Promise<void>;
  /**
   * Ends every session of a user (password change or reset) in the database. Their access tokens stop through the
   * access version the password change bumps; the caller publishes it after the commit (access.accountChanged).
   */
  endAll(userId: string, reason: RevokeReason, tx?: Prisma.TransactionClient): Promise<void>;
}

/** A token back sooner than this after its exchange was spent twice at once (see reissueLostRotation). */
const CONCURRENT_MS = 1000;

// Bounds what we record from request headers.
const clip = (v: string | null, n: number): string | null => (v === null ? null : v.slice(0, n));

export function createSessionService(deps: CognitoDeps): SessionService {
  const { prisma, config, log, access } = deps;
  const familyEnd = (familyStart: Date): number => familyStart.getTime() + config.REFRESH_FAMILY_MAX_AGE_S * 1000;
  /** A refresh token lives REFRESH_TOKEN_TTL_S, never past the absolute end of its family. */
  const refreshExpiry = (familyStart: Date): Date =>
    new Date(Math.min(Date.now() + config.REFRESH_TOKEN_TTL_S * 1000, familyEnd(familyStart)));

  /** An access token bound to its sign-in (sid) and to the account's access version (av) as read with the user. */
  async function accessToken(user: PortalUser, familyId: string): Promise<string> {
    const roles = assertPortalAccount(user);
    const claims = buildClaims(user, roles, await passwordExpiryDays(prisma));
    return deps.signAccessToken({ ...claims, sid: familyId, av: user.accessVersion });
  }

  /** Ends a family in the database, then in the access-state cache before the caller answers. */
  async function revokeFamily(familyId: string, reason: RevokeReason): Promise<void> {
    await prisma.refreshTokenFamily.updateMany({
      where: { id: familyId, revokedAt: null },
      data: { revokedAt: new Date(), revokeReason: reason },
    });
    await access.sessionsEnded([familyId]);
  }

  /**
   * The grace for a lost answer: the token was exchanged between 1 s and REFRESH_REUSE_GRACE_S ago and the token it was
   * exchanged for (the family's newest) has never been used, so the caller most likely never received it. That
   * successor is retired (marked used and expired: whoever presents it later triggers reuse detection) and a new
   * token issued in the same family. Anything else (outside the window, or the successor already spent) is reuse. Returns the
   * new token, or null when the grace does not apply.
   */
  async function reissueLostRotation(
    presented: { familyId: string; createdAt: Date; expiresAt: Date },
    usedAt: Date,
    familyStart: Date,
  ): Promise<string | null> {
    const sinceUse = Date.now() - usedAt.getTime();
    // Under a second is a concurrent double spend (two requests racing with one token), not a client that noticed
    // a failure and retried: that stays reuse, as before the grace existed.
    if (sinceUse < CONCURRENT_MS || sinceUse > config.REFRESH_REUSE_GRACE_S * 1000) return null;
    // A retired token (below) is expired as well as used: it never gets a grace of its own.
    if (presented.expiresAt.getTime() <= Date.now()) return null;
    const { familyId } = presented;
    const next = newRefreshToken();
    return prisma.$transaction(async (tx) => {
      // A family is a chain: the token issued in exchange for the presented one is the next one created after it.
      const successor = await tx.refreshToken.findFirst({
        where: { familyId, createdAt: { gt: presented.createdAt } },
        orderBy: { createdAt: "asc" },
      });
      if (!successor || successor.usedAt) return null;
      const now = new Date();
      const retired = await tx.refreshToken.updateMany({
        where: { id: successor.id, usedAt: null },
        data: { usedAt: now, expiresAt: now },
      });
      if (retired.count === 0) return null;
      await tx.refreshToken.create({
        data: { familyId, tokenHash: sha256Hex(next), expiresAt: refreshExpiry(familyStart) },
      });
      return next;
    });
  }

  return {
    async start(user: PortalUser, meta: ClientMeta): Promise<TokenPair> {
      assertPortalAccount(user);
      const token = newRefreshToken();
      const started = new Date();
      const family = await prisma.refreshTokenFamily.create({
        data: {
          userId: user.id,
          createdAt: started,
          ip: clip(meta.ip, 64),
          userAgent: clip(meta.userAgent, 300),
          tokens: { create: { tokenHash: sha256Hex(token), expiresAt: refreshExpiry(started) } },
        },
        select: { id: true },
      });
      return { jwt: await accessToken(user, family.id), refresh_token: token };
    },

    async rotate(email: string, refreshToken: string): Promise<TokenPair> {
      const row = await prisma.refreshToken.findUnique({
        where: { tokenHash: sha256Hex(refreshToken) },
        include: { family: { include: { user: { include: portalUserInclude } } } },
      });
      if (!row || row.family.revokedAt || row.family.user.email !== email) {
        throw unauthorized(AUTH_MESSAGES.invalidRefresh);
      }
      if (familyEnd(row.family.createdAt) <= Date.now()) {
        // The sign-in is older than REFRESH_FAMILY_MAX_AGE_S: however recently it was refreshed, it ends here.
        await revokeFamily(row.familyId, "max_age");
        throw unauthorized(AUTH_MESSAGES.invalidRefresh);
      }
      if (row.usedAt) {
        const replaced = await reissueLostRotation(row, row.usedAt, row.family.createdAt);
        if (replaced) return { jwt: await accessToken(row.family.user, row.familyId), refresh_token: replaced };
        // A token that was already exchanged is back: someone holds a copy. End the whole family, so neither
        // the thief nor the victim keeps a session from it (the victim signs in again).
        await revokeFamily(row.familyId, "reuse_detected");
        log.warn({ userId: row.family.userId, familyId: row.familyId }, "refresh token reuse: family revoked");
        throw unauthorized(AUTH_MESSAGES.invalidRefresh);
      }
      if (row.expiresAt.getTime() <= Date.now()) throw unauthorized(AUTH_MESSAGES.invalidRefresh);

      const user = row.family.user;
      try {
        assertPortalAccount(user);
      } catch (err) {
        // Disabled or re-roled since sign-in: the session ends here.
        await revokeFamily(row.familyId, "account_blocked");
        throw err;
      }

      const next = newRefreshToken();
      const rotated = await prisma.$transaction(async (tx) => {
        // Only one exchange of a token can win; a concurrent second one finds usedAt set and counts as reuse.
        const claimed = await tx.refreshToken.updateMany({
          where: { id: row.id, usedAt: null },
          data: { usedAt: new Date() },
        });
        if (claimed.count === 0) return false;
        await tx.refreshToken.create({
          data: { familyId: row.familyId, tokenHash: sha256Hex(next), expiresAt: refreshExpiry(row.family.createdAt) },
        });
        return true;
      });
      if (!rotated) {
        await revokeFamily(row.familyId, "reuse_detected");
        throw unauthorized(AUTH_MESSAGES.invalidRefresh);
      }
      return { jwt: await accessToken(user, row.familyId), refresh_token: next };
    },

    async endByToken(email: string, refreshToken: string): Promise<void> {
      const row = await prisma.refreshToken.findUnique({
        where: { tokenHash: sha256Hex(refreshToken) },
        select: { familyId: true, family: { select: { user: { select: { email: true } } } } },
      });
      if (row && row.family.user.email === email) await revokeFamily(row.familyId, "logout");
    },

    async endAll(userId: string, reason: RevokeReason, tx?: Prisma.TransactionClient): Promise<void> {
      await (tx ?? prisma).refreshTokenFamily.updateMany({
        where: { userId, revokedAt: null },
        data: { revokedAt: new Date(), revokeReason: reason },
      });
    },
  };
}
