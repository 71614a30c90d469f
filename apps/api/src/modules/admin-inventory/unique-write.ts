import { Prisma } from "@care/db";
import type { AppError } from "../../errors.js";

/**
 * Runs a create or update whose uniqueness the service checked just before. Two saves racing can both pass that
 * check; the unique index then refuses the later one (Prisma's P2002), and it gets the same answer as the check.
 */
export async function writeUnique<T>(write: () => Promise<T>, duplicate: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") throw duplicate();
    throw err;
  }
}
