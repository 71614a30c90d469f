import type { FastifyBaseLogger } from "fastify";
import type { PrismaClient } from "@care/db";
import type { Config } from "@care/infra";
import type { Mailer } from "../../mail/mailer.js";
import { firstLoginMail } from "../../mail/templates.js";
import { createOtpService } from "./otp/service.js";

/**
 * How long a new account's first-login code lives: long enough to reach someone who reads mail once a day or over
 * a weekend; after that, Forgot Password mails a fresh code to the same active account.
 */
export const FIRST_LOGIN_CODE_TTL_HOURS = 72;

export interface FirstLoginInviter {
  /**
   * Mails a new account (no password yet, is_first_login) a one-time code with which it chooses its first password
   * on /choose-password, the reset flow's screen and route. A mail that cannot be sent is logged, not thrown: the
   * account exists, and Forgot Password sends another code.
   */
  invite(user: { id: string; email: string }): Promise<void>;
}

export function createFirstLoginInviter(deps: {
  prisma: PrismaClient;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): FirstLoginInviter {
  const otp = createOtpService(deps);
  return {
    async invite(user) {
      try {
        const code = await otp.issue(user, "otp", FIRST_LOGIN_CODE_TTL_HOURS * 3600);
        await deps.mailer.send(firstLoginMail(user.email, code, FIRST_LOGIN_CODE_TTL_HOURS, deps.config.PUBLIC_URL));
      } catch (err) {
        deps.log.warn({ userId: user.id, err }, "first-login mail not sent");
      }
    },
  };
}
