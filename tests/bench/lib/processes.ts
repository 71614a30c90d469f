import { spawn, type ChildProcess } from "node:child_process";
import { ROOT } from "../../support/databases.js";

/** The API as `npm start` runs it, in a child process. BENCH_API_NODE_ARGS (e.g. "--cpu-prof") profiles it. */
export function spawnApi(env: NodeJS.ProcessEnv): ChildProcess {
  const extra = (process.env.BENCH_API_NODE_ARGS ?? "").split(" ").filter(Boolean);
  return spawn(process.execPath, [...extra, "--import", "tsx", "apps/api/src/server.ts"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the child has exited. */
export async function killChild(child: ChildProcess | undefined, graceMs = 5000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), graceMs).unref();
  });
}
