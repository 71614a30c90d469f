import type { Config } from "@care/infra";

/** A step of the alarm chain, as ALARM_CHAIN_STEPS names it. */
export type ChainStep = "agents" | "facility" | "webhook";

/** The configured steps in order (the config schema already refused unknown or repeated names). */
export function chainSteps(config: Pick<Config, "ALARM_CHAIN_STEPS">): ChainStep[] {
  return config.ALARM_CHAIN_STEPS.split(",").map((s) => s.trim() as ChainStep);
}
