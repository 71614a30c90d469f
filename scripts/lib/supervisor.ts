import { spawn, type ChildProcess } from "node:child_process";

/**
 * The preload that makes a process stop by itself when the supervisor named by CARE_SUPERVISOR_PID is gone
 * (exit-with-supervisor.mjs), as a URL for `node --import`.
 */
export const EXIT_WITH_SUPERVISOR = new URL("./exit-with-supervisor.mjs", import.meta.url).href;

/** node arguments that run a TypeScript entry point through tsx, watching the supervisor. */
export function nodeArgs(entry: string): string[] {
  return ["--import", "tsx", "--import", EXIT_WITH_SUPERVISOR, entry];
}

export interface Managed {
  name: string;
  child: ChildProcess;
  /** Started by run(): leader of its own process group (whatever the program starts is stopped with it). */
  group: boolean;
}

const COLORS = [36, 35, 33, 32, 34, 31];

/** Prefixes each line of a child's output with its name, so one terminal shows every process readably. */
function pipeLines(name: string, color: number, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream): void {
  if (!stream) return;
  let buf = "";
  stream.on("data", (d: Buffer) => {
    buf += d.toString();
    const lines = buf.split("\n");
    buf = lines.pop() ?? "";
    for (const line of lines) if (line.trim()) out.write(`\x1b[${color}m${name.padEnd(9)}\x1b[0m| ${line}\n`);
  });
}

export class Supervisor {
  private readonly children: Managed[] = [];
  private stopping = false;

  constructor(private readonly onUnexpectedExit: (name: string, code: number | null) => void) {}

  run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
    // A process group of its own: the stop signal must reach whatever the program started, and a Ctrl-C in the
    // terminal reaches only the supervisor, which then stops the children in order.
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    const color = COLORS[this.children.length % COLORS.length] ?? 36;
    pipeLines(name, color, child.stdout, process.stdout);
    pipeLines(name, color, child.stderr, process.stderr);
    child.on("exit", (code) => {
      if (!this.stopping) this.onUnexpectedExit(name, code);
    });
    this.children.push({ name, child, group: true });
    return child;
  }

  adopt(name: string, child: ChildProcess): void {
    this.children.push({ name, child, group: false });
  }

  /**
   * Stops the children one at a time in reverse start order (the simulator sends its last buffers while the API
   * still runs; the API drains before soketi goes): SIGTERM, then SIGKILL after the grace period.
   */
  async stopAll(graceMs = 8000): Promise<void> {
    this.stopping = true;
    for (const managed of [...this.children].reverse()) await stopOne(managed, graceMs);
  }
}

const alive = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null;

function signal({ child, group }: Managed, sig: NodeJS.Signals): void {
  try {
    if (group && child.pid !== undefined) process.kill(-child.pid, sig);
    else child.kill(sig);
  } catch {
    // already gone
  }
}

async function stopOne(managed: Managed, graceMs: number): Promise<void> {
  const { child } = managed;
  if (!alive(child)) {
    // The leader may be gone while a process it started is not.
    if (managed.group) signal(managed, "SIGKILL");
    return;
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signal(managed, "SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs)));
  const late = await Promise.race([exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (late) {
    signal(managed, "SIGKILL");
    await exited;
  } else if (managed.group) {
    signal(managed, "SIGKILL"); // anything of the group that outlived its leader
  }
}
