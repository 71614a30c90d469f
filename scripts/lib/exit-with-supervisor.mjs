// Preloaded into every process `npm start` runs (`node --import <this file> …`): the API, both workers, the
// simulator, soketi and scripts/start.ts itself. When the supervising process named by CARE_SUPERVISOR_PID is gone,
// however it ended (SIGKILL included, when it had no chance to stop its children), this process stops too, so no
// orphaned API or worker keeps a port or consumes a queue after a hard stop. Plain JavaScript: it must load before
// (and without) tsx. Without CARE_SUPERVISOR_PID it does nothing.
import { readFileSync } from "node:fs";

/** How often the supervisor is looked for. */
const POLL_MS = 500;
/** After asking itself to stop (SIGTERM, the program's own graceful shutdown), the process exits regardless. */
const HARD_EXIT_MS = 15_000;

const pid = Number(process.env.CARE_SUPERVISOR_PID);

/**
 * The kernel's start time of a process (field 22 of /proc/<pid>/stat), so a recycled pid is not mistaken for the
 * supervisor. Null where /proc does not exist (the check then falls back to the pid alone) or the process is gone.
 */
function startTimeOf(target) {
  try {
    const stat = readFileSync(`/proc/${target}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function alive(target) {
  try {
    process.kill(target, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else (cannot be ours, yet it is there).
    return err.code === "EPERM";
  }
}

if (Number.isInteger(pid) && pid > 0 && pid !== process.pid) {
  const started = startTimeOf(pid);
  const gone = () => !alive(pid) || (started !== null && startTimeOf(pid) !== started);
  const timer = setInterval(() => {
    if (!gone()) return;
    clearInterval(timer);
    console.error(`supervisor (pid ${pid}) is gone; stopping`);
    setTimeout(() => process.exit(1), HARD_EXIT_MS).unref();
    process.kill(process.pid, "SIGTERM");
  }, POLL_MS);
  // The watch never keeps a process alive by itself.
  timer.unref();
  if (started === null && !alive(pid)) process.kill(process.pid, "SIGTERM");
}
