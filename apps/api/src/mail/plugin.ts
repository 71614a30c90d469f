import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createMailer, type Mailer } from "./mailer.js";

declare module "fastify" {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates the app with the one mailer (SMTP and/or the development mailbox). */
export const mailerPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    const mailer = createMailer({ config: app.config, prisma: app.prisma, log: app.log });
    app.decorate("mailer", mailer);
    app.addHook("onClose", async () => mailer.close());
  },
  { name: "mailer", dependencies: ["config"] },
);
