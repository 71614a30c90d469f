// Sends batches with bounded concurrency, one upload at a time per device (so a device's batches arrive in
// order, like a real device's), and counts what the API answered.
import type { IngestClient, UploadResult } from "./client.js";
import type { DeviceKind, SimDevice } from "./fleet.js";

export interface UploadStats {
  requests: number;
  failed: number;
  received: number;
  stored: number;
  duplicates: number;
  late: number;
  alarms: number;
  /** Refusal or failure messages and how often they occurred. */
  errors: Map<string, number>;
}

export function emptyStats(): UploadStats {
  return { requests: 0, failed: 0, received: 0, stored: 0, duplicates: 0, late: 0, alarms: 0, errors: new Map() };
}

export function record(stats: UploadStats, result: UploadResult): void {
  stats.requests++;
  if (!result.ok) {
    stats.failed++;
    const key = `${result.status || "unreachable"}: ${result.message}`;
    stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
    return;
  }
  const d = result.data;
  if (!d) return;
  stats.received += d.received;
  stats.stored += d.stored;
  stats.duplicates += d.duplicates;
  stats.late += d.late;
  stats.alarms += d.alarms.filter((a) => a.created).length;
}

export class Uploader {
  readonly stats = emptyStats();
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly chains = new Map<string, Promise<void>>();

  constructor(
    private readonly client: IngestClient,
    private readonly maxInFlight: number,
  ) {}

  /** Queues an upload behind the device's previous one; resolves when it has been answered. */
  send(kind: DeviceKind, device: SimDevice, payload: unknown): Promise<void> {
    const previous = this.chains.get(device.id) ?? Promise.resolve();
    const next = previous.then(async () => {
      await this.slot();
      try {
        record(this.stats, await this.client.upload(kind, device, payload));
      } finally {
        this.release();
      }
    });
    this.chains.set(device.id, next);
    void next.finally(() => {
      if (this.chains.get(device.id) === next) this.chains.delete(device.id);
    });
    return next;
  }

  pending(): number {
    return this.chains.size;
  }

  /** Waits until every queued upload is answered, or the deadline passes. */
  async drain(timeoutMs: number): Promise<boolean> {
    const all = Promise.all([...this.chains.values()]).then(() => true);
    const timeout = new Promise<boolean>((r) => setTimeout(() => r(false), timeoutMs).unref());
    return Promise.race([all, timeout]);
  }

  private async slot(): Promise<void> {
    if (this.inFlight < this.maxInFlight) {
      this.inFlight++;
      return;
    }
    await new Promise<void>((r) => this.waiting.push(r));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.inFlight--;
  }
}
