import type { FastifyBaseLogger } from "fastify";
import { ssoRoutes } from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { ClientMeta } from "../deps.js";
import type { RefusalReason } from "./refusal.js";

/** What a single sign-on's audit row says besides where it came from. */
export type SsoOutcome =
  | { kind: "signed_in"; user: { id: string; email: string; roles: string[] }; firstSignIn: boolean }
  | {
      kind: "refused";
      status: number;
      reason: RefusalReason;
      email?: string;
      userId?: string;
      providerError?: string;
    };

/**
 * One audit row per single sign-on answer, accepted or refused (docs/sso.md "Audit"): `ssoSignIn` with the account
 * as actor and entity, or `ssoSignInRefused` with the reason, the email the provider named (if any) and, when an
 * account was matched (a disabled one), that account as entity. The audit hook records only signed-in writes,
 * hence rows of our own, as for account locks (account-lock.ts). A failed write is logged, never the sign-in's
 * answer.
 */
export async function auditSso(
  deps: { prisma: PrismaClient; log: FastifyBaseLogger },
  issuer: string,
  outcome: SsoOutcome,
  meta: ClientMeta,
): Promise<void> {
  const common = { method: "POST", route: ssoRoutes.ssoCallback.path, requestId: meta.requestId, ip: meta.ip };
  try {
    if (outcome.kind === "signed_in") {
      await deps.prisma.auditLog.create({
        data: {
          ...common,
          actorId: outcome.user.id,
          actorEmail: outcome.user.email,
          actorRoles: outcome.user.roles.slice(0, 10),
          action: "ssoSignIn",
          entityType: "user",
          entityId: outcome.user.id,
          summary: { issuer, email: outcome.user.email, first_sign_in: outcome.firstSignIn },
          statusCode: 200,
        },
      });
      return;
    }
    await deps.prisma.auditLog.create({
      data: {
        ...common,
        actorId: null,
        actorEmail: null,
        actorRoles: [],
        action: "ssoSignInRefused",
        entityType: outcome.userId ? "user" : null,
        entityId: outcome.userId ?? null,
        summary: {
          issuer,
          reason: outcome.reason,
          email: outcome.email ?? null,
          ...(outcome.providerError ? { provider_error: outcome.providerError } : {}),
        },
        statusCode: outcome.status,
      },
    });
  } catch (err) {
    deps.log.error({ err, outcome: outcome.kind }, "single sign-on audit row not written");
  }
}
