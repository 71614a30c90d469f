import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { AccessClaims } from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { Config } from "@care/infra";
import type { Mailer } from "../../mail/mailer.js";

/** Everything the cognito services need; routes build them once per app. */
export interface CognitoDeps {
  prisma: PrismaClient;
  redis: Redis;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  signAccessToken(claims: AccessClaims): string;
}

/** Where a request came from, recorded on the refresh-token family. */
export interface ClientMeta {
  ip: string | null;
  userAgent: string | null;
}

export interface TokenPair {
  jwt: string;
  refresh_token: string;
}
