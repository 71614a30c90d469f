import type { OneTimeCodePurpose, Prisma } from "@care/db";
import type { CognitoDeps } from "../deps.js";
import { codeHash, newSixDigitCode, sameDigest } from "../secrets.js";

/** Lifetimes and guess limits of the mailed codes. */
export const CODE_POLICY = {
  mfa: { ttlS: 10 * 60 },
  reset: { ttlS: 15 * 60 },
  otp: { ttlS: 15 * 60 },
  /** Guesses after which a code is burnt (a new one must be requested); every guess counts, the right one too. */
  maxAttempts: 5,
} as const;

// Codes that stand in for each other: a reset code and a resent OTP both let the user choose a password, so a
// new one of either kind replaces any open one of both kinds.
const GROUP: Record<OneTimeCodePurpose, OneTimeCodePurpose[]> = {
  mfa: ["mfa"],
  reset: ["reset", "otp"],
  otp: ["reset", "otp"],
};

export interface OtpService {
  /**
   * Creates a code for the user (replacing open codes of the same group) and returns it, to be mailed. `ttlS`
   * overrides the purpose's lifetime (a new account's first-login code lives longer than a reset code).
   */
  issue(user: { id: string; email: string }, purpose: OneTimeCodePurpose, ttlS?: number): Promise<string>;
  /**
   * The id of the user's newest open code of one of `purposes` when `code` matches it (not yet consumed);
   * null otherwise. Each call spends one of the code's attempts before comparing, right or wrong.
   */
  match(userId: string, purposes: readonly OneTimeCodePurpose[], code: string): Promise<string | null>;
  /** Marks a matched code used; false when another request used it first. */
  consume(codeId: string): Promise<boolean>;
  /** match + consume. */
  verify(userId: string, purposes: readonly OneTimeCodePurpose[], code: string): Promise<boolean>;
  /** Is there an open (unexpired, unconsumed, not burnt) code of this purpose? */
  hasOpen(userId: string, purpose: OneTimeCodePurpose): Promise<boolean>;
  /** How many codes of a group were created for the user since `since` (mail-flood bound). */
  countSince(userId: string, purpose: OneTimeCodePurpose, since: Date): Promise<number>;
}

export function createOtpService(deps: Pick<CognitoDeps, "prisma" | "config">): OtpService {
  const { prisma, config } = deps;
  const hashOf = (userId: string, purpose: OneTimeCodePurpose, code: string): string =>
    // Reset and OTP codes are interchangeable, so they are hashed under one name.
    codeHash(config.JWT_SECRET, userId, purpose === "mfa" ? "mfa" : "reset", code);
  const openWhere = (userId: string, purposes: readonly OneTimeCodePurpose[]): Prisma.OneTimeCodeWhereInput => ({
    userId,
    purpose: { in: [...purposes] },
    consumedAt: null,
    expiresAt: { gt: new Date() },
    attempts: { lt: CODE_POLICY.maxAttempts },
  });

  async function match(userId: string, purposes: readonly OneTimeCodePurpose[], code: string): Promise<string | null> {
    const candidate = await prisma.oneTimeCode.findFirst({
      where: openWhere(userId, purposes),
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    if (!candidate) return null;
    // Every guess takes one attempt in a single conditional UPDATE before anything is compared, so concurrent
    // guesses cannot all read "attempts < max" and slip past the limit: Postgres re-checks the condition on the
    // row each UPDATE locks, and only `maxAttempts` of them can ever succeed.
    const [taken] = await prisma.oneTimeCode.updateManyAndReturn({
      where: { ...openWhere(userId, purposes), id: candidate.id },
      data: { attempts: { increment: 1 } },
      select: { id: true, purpose: true, codeHash: true },
    });
    if (!taken) return null;
    return sameDigest(taken.codeHash, hashOf(userId, taken.purpose, code)) ? taken.id : null;
  }

  async function consume(codeId: string): Promise<boolean> {
    // Consumed exactly once, even when two requests carry the right code at the same time.
    const won = await prisma.oneTimeCode.updateMany({
      where: { id: codeId, consumedAt: null },
      data: { consumedAt: new Date() },
    });
    return won.count === 1;
  }

  return {
    async issue(
      user: { id: string; email: string },
      purpose: OneTimeCodePurpose,
      ttlS: number = CODE_POLICY[purpose].ttlS,
    ): Promise<string> {
      const code = newSixDigitCode();
      const now = new Date();
      await prisma.$transaction([
        prisma.oneTimeCode.updateMany({
          where: { userId: user.id, purpose: { in: GROUP[purpose] }, consumedAt: null },
          data: { consumedAt: now },
        }),
        prisma.oneTimeCode.create({
          data: {
            userId: user.id,
            email: user.email,
            purpose,
            codeHash: hashOf(user.id, purpose, code),
            expiresAt: new Date(now.getTime() + ttlS * 1000),
          },
        }),
      ]);
      return code;
    },

    match,
    consume,
    async verify(userId: string, purposes: readonly OneTimeCodePurpose[], code: string): Promise<boolean> {
      const id = await match(userId, purposes, code);
      return id !== null && (await consume(id));
    },

    async hasOpen(userId: string, purpose: OneTimeCodePurpose): Promise<boolean> {
      return (await prisma.oneTimeCode.count({ where: openWhere(userId, [purpose]) })) > 0;
    },

    async countSince(userId: string, purpose: OneTimeCodePurpose, since: Date): Promise<number> {
      return prisma.oneTimeCode.count({
        where: { userId, purpose: { in: GROUP[purpose] }, createdAt: { gte: since } },
      });
    },
  };
}
