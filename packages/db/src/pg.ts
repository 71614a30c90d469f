import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";

// prisma/orm#27403: adapter-pg 6.19 throws on OID 19 (name) and OID 18 ("char"), which catalog queries and
// `migrate dev` introspection return. Report both as text (OID 25) before the adapter sees them.
const AS_TEXT = new Set([18, 19]);

interface FieldCarrier {
  fields?: { dataTypeID: number }[];
}

function fixFields<T>(res: T): T {
  const results = (Array.isArray(res) ? res : [res]) as (FieldCarrier | undefined)[];
  for (const r of results) for (const f of r?.fields ?? []) if (AS_TEXT.has(f.dataTypeID)) f.dataTypeID = 25;
  return res;
}

export class NameAsTextClient extends pg.Client {
  // pg.Client.query has many overloads; this override forwards all of them unchanged apart from the field fix.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const i = args.findIndex((a) => typeof a === "function");
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const superQuery = super.query as (...a: any[]) => any;
    if (i >= 0) {
      const cb = args[i] as (e: unknown, r: unknown) => void;
      args[i] = (e: unknown, r: unknown): void => cb(e, e ? r : fixFields(r));
      return superQuery.apply(this, args);
    }
    const out = superQuery.apply(this, args);
    return out && typeof out.then === "function" ? out.then(fixFields) : out;
  }
}

export function pgPoolConfig(connectionString: string, extra: pg.PoolConfig = {}): pg.PoolConfig {
  return { connectionString, Client: NameAsTextClient, ...extra };
}

export function createPgAdapter(connectionString: string, extra: pg.PoolConfig = {}): PrismaPg {
  return new PrismaPg(pgPoolConfig(connectionString, extra));
}
