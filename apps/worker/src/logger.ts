import pino from "pino";

export type Logger = pino.Logger;

/** JSON lines like the API's, so one log pipeline reads both. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: "worker" } });
}
