import { spawn, type ChildProcess } from "node:child_process";

export interface Managed {
  name: string;
  child: ChildProcess;
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
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    const color = COLORS[this.children.length % COLORS.length] ?? 36;
    pipeLines(name, color, child.stdout, process.stdout);
    pipeLines(name, color, child.stderr, process.stderr);
    child.on("exit", (code) => {
      if (!this.stopping) this.onUnexpectedExit(name, code);
    });
    this.adopt(name, child);
    return child;
  }

  adopt(name: string, child: ChildProcess): void {
    this.children.push({ name, child });
  }

  /** SIGTERM to every child in reverse start order, SIGKILL to any still alive after the grace period. */
  async stopAll(graceMs = 8000): Promise<void> {
    this.stopping = true;
    for (const { child } of [...this.children].reverse()) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    }
    await Promise.all(
      this.children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => {
              child.kill("SIGKILL");
              resolve();
            }, graceMs);
            child.once("exit", () => {
              clearTimeout(timer);
              resolve();
            });
          }),
      ),
    );
  }
}
