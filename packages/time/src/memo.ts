// Bounded per-zone memo tables. Resolving an instant or a wall time costs Luxon several Intl calls (~10 µs each),
// and the same few local midnights are asked for again and again (every period of every request, the simulator's
// model). A table is dropped whole when it outgrows its limit, so memory stays bounded in a long-running process.

export class ZoneMemo<V> {
  private readonly tables = new Map<string, Map<number, V>>();
  private size = 0;

  constructor(private readonly limit: number) {}

  get(tz: string, key: number, compute: () => V): V {
    let table = this.tables.get(tz);
    const hit = table?.get(key);
    if (hit !== undefined) return hit;
    const value = compute();
    if (this.size >= this.limit) {
      this.tables.clear();
      this.size = 0;
      table = undefined;
    }
    if (!table) this.tables.set(tz, (table = new Map()));
    table.set(key, value);
    this.size += 1;
    return value;
  }
}
