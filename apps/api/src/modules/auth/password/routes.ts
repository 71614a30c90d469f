import type { FastifyInstance } from "fastify";
import { AUTH_MESSAGES, authRoutes, evaluatePassword } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { BackgroundTasks } from "../background.js";
import { clientMeta } from "../login/routes.js";
import type { PasswordService } from "./service.js";

/** Password checks, change, forgot / reset and code resend (spec 1 §5, §7). */
export function registerPasswordRoutes(
  app: FastifyInstance,
  passwords: PasswordService,
  background: BackgroundTasks,
): void {
  registerRoute(app, authRoutes.verifyPassword, async (request) => {
    const matches = await passwords.verifyCurrent(request.user.sub, request.body.password);
    return ok(matches, matches ? "Password verified" : AUTH_MESSAGES.incorrectOldPassword);
  });

  registerRoute(app, authRoutes.passwordValidate, async (request) => {
    const result = evaluatePassword(request.body.password);
    return ok(result, result.valid ? "Password is valid" : AUTH_MESSAGES.weakPassword);
  });

  registerRoute(app, authRoutes.changePassword, async (request) => {
    await passwords.change(request.user.sub, request.body.old_password, request.body.new_password);
    return ok(null, AUTH_MESSAGES.passwordChanged);
  });

  // The mail goes out after the answer: the answer and its timing are the same whether or not the email exists.
  registerRoute(app, authRoutes.forgotPassword, async (request) => {
    const { email } = request.query;
    background.run("forgot-password", () => passwords.forgot(email));
    return ok(null, AUTH_MESSAGES.forgotPassword);
  });

  registerRoute(app, authRoutes.resetPassword, async (request) => {
    const { email, otp, reset_code, password } = request.body;
    // The refine in the contract guarantees one of the two names is present.
    await passwords.reset(email, (otp ?? reset_code) as string, password, clientMeta(request));
    return ok(null, AUTH_MESSAGES.passwordReset);
  });

  registerRoute(app, authRoutes.resendOtp, async (request) => {
    const { email } = request.query;
    background.run("resend-otp", () => passwords.resendOtp(email));
    return ok(null, AUTH_MESSAGES.otpSent.replace("{email}", email));
  });
}
