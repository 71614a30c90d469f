// Progress output: a cli-progress bar on a terminal; under `npm start` (no TTY) a plain line now and then, so the
// supervisor's log stays readable.
import cliProgress from "cli-progress";
import type { UploadStats } from "./uploader.js";

export interface Progress {
  update(value: number, payload?: Record<string, string | number>): void;
  setTotal(total: number): void;
  stop(): void;
}

export function createProgress(
  label: string,
  total: number,
  format: string,
  log: (line: string) => void,
  everyMs = 30_000,
): Progress {
  if (process.stderr.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: `${label} [{bar}] ${format}`, hideCursor: true, clearOnComplete: false, stream: process.stderr },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0, {});
    return {
      update: (value, payload) => bar.update(value, payload ?? {}),
      setTotal: (t) => bar.setTotal(t),
      stop: () => bar.stop(),
    };
  }
  let last = 0;
  let max = total;
  return {
    update(value, payload = {}) {
      if (Date.now() - last < everyMs) return;
      last = Date.now();
      const text = format.replace(/\{(\w+)\}/g, (_, k: string) =>
        k === "value" ? String(value) : k === "total" ? String(max) : String(payload[k] ?? ""),
      );
      log(`${label} ${text}`);
    },
    setTotal: (t) => (max = t),
    stop: () => undefined,
  };
}

export function formatStats(stats: UploadStats): string[] {
  const lines = [
    `requests: ${stats.requests} (${stats.failed} failed)`,
    `readings sent: ${stats.received}, stored: ${stats.stored}, already stored: ${stats.duplicates}, late: ${stats.late}`,
    `alarms raised: ${stats.alarms}`,
  ];
  for (const [message, count] of [...stats.errors.entries()].slice(0, 10)) lines.push(`  ${count}× ${message}`);
  return lines;
}

export function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 120 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
