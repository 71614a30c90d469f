import type { FastifyInstance, FastifyRequest } from "fastify";
import { authRoutes } from "@care/contracts";
import { forbidden } from "../../../errors.js";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { readDevMailbox } from "../../../mail/dev-mailbox.js";

// Headers a proxy adds: a request carrying one came from somewhere else, whatever the TCP peer is.
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/** 127.0.0.0/8 and ::1, also in their IPv4-mapped IPv6 form. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * A caller on this machine, judged by the TCP peer (request.ip would follow X-Forwarded-For under TRUST_PROXY,
 * which a client can write). A proxy on the same host connects from loopback too, so a request that went
 * through one (it carries forwarding headers) is not local either.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  return FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);
}

/**
 * GET /api/dev/mailbox: devOnly in the contract, so registerRoute adds it only with DEV_MAILBOX=true (which
 * production refuses). It hands out reset codes for any account, so only callers on this machine may read it.
 */
export function registerDevMailboxRoutes(app: FastifyInstance): void {
  registerRoute(app, authRoutes.devMailbox, async (request) => {
    if (!isLocalCaller(request)) throw forbidden("The development mailbox answers only on this machine (loopback)");
    return ok(await readDevMailbox(app.prisma, request.query.email));
  });
}
