/**
 * How long an anonymous /api/health answer is reused. Health is public: without this, every anonymous request (a
 * load balancer, a monitor, a stranger's flood) queried Postgres, Redis, soketi and S3. Five seconds keeps a
 * monitor's view current while a flood costs the dependencies one probe per five seconds.
 */
export const HEALTH_CACHE_MS = 5_000;

export interface CachedCheck<T> {
  /** The last result if younger than the window (or the probe under way), else a new one. */
  cached(): Promise<T>;
  /** A new result, which the cached answers then reuse. */
  fresh(): Promise<T>;
}

/**
 * `check` run at most once per `ttlMs` for `cached()` callers. Concurrent callers share the probe under way, so a
 * burst of requests arriving together also probes once. A failed probe is not kept.
 */
export function cachedCheck<T>(check: () => Promise<T>, ttlMs: number, now: () => number = Date.now): CachedCheck<T> {
  let last: { at: number; result: Promise<T> } | null = null;

  function fresh(): Promise<T> {
    const entry = { at: now(), result: check() };
    last = entry;
    entry.result.catch(() => {
      if (last === entry) last = null;
    });
    return entry.result;
  }

  return {
    cached: () => (last !== null && now() - last.at < ttlMs ? last.result : fresh()),
    fresh,
  };
}
