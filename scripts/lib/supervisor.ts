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

/** Starts (or starts again) one service; resolves with its process once it is ready. */
export type Starter = () => ChildProcess | Promise<ChildProcess>;

interface Service {
  name: string;
  start: Starter;
  /** Started by run(): leader of its own process group (whatever the program starts is stopped with it). */
  group: boolean;
  child?: ChildProcess;
  /** When the current process was started, for the back-off below. */
  startedAt: number;
  /** Restarts in a row of a service that ended soon after starting. */
  failures: number;
  timer?: NodeJS.Timeout;
  /** A restart under way (Starter still pending). */
  starting?: Promise<void>;
}

interface Managed {
  child: ChildProcess;
  group: boolean;
}

const COLORS = [36, 35, 33, 32, 34, 31];
/** The first restart waits this long, each further one twice as long as the one before, up to RESTART_MAX_MS. */
const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** A process that ran this long counts as healthy: its next failure is restarted after RESTART_MIN_MS again. */
const HEALTHY_AFTER_MS = 60_000;

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

/**
 * Runs the services of `npm start` and keeps them running: a service that ends while the stack is not stopping is
 * logged and started again (after 1 s, doubling up to 30 s while it keeps failing soon after each start), and the
 * others go on as they were. Nothing one service does stops another; only stopAll stops them.
 */
export class Supervisor {
  private readonly services: Service[] = [];
  private stopping = false;

  /** `log` says what happened to a service (its exits and restarts); its own output goes through pipeLines. */
  constructor(private readonly log: (line: string) => void) {}

  /** Runs a program as a service, restarted whenever it ends unexpectedly. */
  run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): void {
    const color = COLORS[this.services.length % COLORS.length] ?? 36;
    const start = (): ChildProcess => {
      // A process group of its own: the stop signal must reach whatever the program started, and a Ctrl-C in the
      // terminal reaches only the supervisor, which then stops the children in order.
      const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
      pipeLines(name, color, child.stdout, process.stdout);
      pipeLines(name, color, child.stderr, process.stderr);
      return child;
    };
    const service: Service = { name, start, group: true, startedAt: Date.now(), failures: 0 };
    this.services.push(service);
    this.watch(service, start());
  }

  /**
   * Starts a service through `start` (soketi, the S3 store: they resolve once they listen) and restarts it through
   * `start` whenever it ends unexpectedly. The first start's failure is the caller's (the stack cannot come up).
   */
  async supervise(name: string, start: Starter): Promise<void> {
    const child = await start();
    const service: Service = { name, start, group: false, startedAt: Date.now(), failures: 0 };
    this.services.push(service);
    this.watch(service, child);
  }

  private watch(service: Service, child: ChildProcess): void {
    service.child = child;
    service.startedAt = Date.now();
    const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
      if (service.child !== child || this.stopping) return;
      this.scheduleRestart(service, `exited unexpectedly (${signal ? `signal ${signal}` : `code ${code}`})`);
    };
    if (child.exitCode !== null || child.signalCode !== null) onExit(child.exitCode, child.signalCode);
    else child.once("exit", onExit);
    // A spawn that fails (the program is missing) emits 'error' and, with no listener, would be an uncaught exception.
    child.on("error", (err) => this.log(`${service.name}: ${err.message}`));
  }

  private scheduleRestart(service: Service, why: string): void {
    if (Date.now() - service.startedAt >= HEALTHY_AFTER_MS) service.failures = 0;
    const delay = Math.min(RESTART_MIN_MS * 2 ** service.failures, RESTART_MAX_MS);
    service.failures++;
    this.log(`${service.name} ${why}; restarting it in ${delay / 1000} s (the other services keep running)`);
    service.timer = setTimeout(() => {
      service.timer = undefined;
      service.starting = this.restart(service).finally(() => (service.starting = undefined));
    }, delay);
  }

  private async restart(service: Service): Promise<void> {
    if (this.stopping) return;
    // A group leader that died may leave processes of its group behind; they would hold its port.
    if (service.group && service.child) signal({ child: service.child, group: true }, "SIGKILL");
    service.startedAt = Date.now();
    try {
      const child = await service.start();
      this.log(`${service.name} restarted (pid ${child.pid})`);
      this.watch(service, child);
    } catch (err) {
      if (!this.stopping) this.scheduleRestart(service, `could not be restarted (${(err as Error).message})`);
    }
  }

  /**
   * Stops the services one at a time in reverse start order (the simulator sends its last buffers while the API
   * still runs; the API drains before soketi and the S3 store go): SIGTERM, then SIGKILL after the grace period.
   * Pending restarts are cancelled; one under way is waited for and its process stopped too.
   */
  async stopAll(graceMs = 8000): Promise<void> {
    this.stopping = true;
    for (const s of this.services) clearTimeout(s.timer);
    await Promise.all(this.services.map((s) => s.starting));
    for (const s of [...this.services].reverse()) {
      if (s.child) await stopOne({ child: s.child, group: s.group }, graceMs);
    }
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
