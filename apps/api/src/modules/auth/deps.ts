import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { AccessClaims, SessionClaims } from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { Config } from "@care/infra";
import type { Mailer } from "../../mail/mailer.js";
import type { AccessState } from "../../plugins/access-state.js";

/** Everything the cognito services need; routes build them once per app. */
export interface CognitoDeps {
  prisma: PrismaClient;
  redis: Redis;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Publishes ended sign-ins and changed accounts, so their access tokens stop at once (plugins/access-state.ts). */
  access: AccessState;
  signAccessToken(claims: AccessClaims & SessionClaims): string;
}

/** Where a request came from, recorded on the refresh-token family. */
export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
  /** The request's id, for the audit row of a lock it starts. */
  requestId: string | null;
}

export interface TokenPair {
  jwt: string;
  refresh_token: string;
}
