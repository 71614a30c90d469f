// apps/api/src/server.ts as a child process: one replica of the API listening on a port of its own, for the tests
// that run several replicas (tests/integration/scale). It watches the test process (CARE_SUPERVISOR_PID), so a run
// killed before its afterAll leaves no API behind.
import { spawn, type ChildProcess } from "node:child_process";
import { freePort, isListening, waitFor } from "../../scripts/lib/ports.js";
import { nodeArgs } from "../../scripts/lib/supervisor.js";
import { ROOT } from "./databases.js";

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the API with the given environment (configEnv of a harness's config) and waits until it listens. */
export async function startApiProcess(
  env: NodeJS.ProcessEnv,
  onLine: (line: string) => void = () => {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs("apps/api/src/server.ts"), {
    cwd: ROOT,
    env: { CARE_SUPERVISOR_PID: String(process.pid), ...env, HOST: "127.0.0.1", PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => onLine(d.toString()));
  child.stderr?.on("data", (d: Buffer) => onLine(d.toString()));
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`the API exited early with code ${code}`))),
  );
  exited.catch(() => {});
  await Promise.race([waitFor(() => isListening("127.0.0.1", port), "the API", 60_000), exited]);
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
    },
  };
}
