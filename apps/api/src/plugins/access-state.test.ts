import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessState } from "./access-state.js";

// The access-state cache against a real Redis (REDIS_URL, as the rest of the node tests) and a one-row fake database
// that counts its questions, so the tests see which answers came from where.

interface Row {
  userId: string;
  revoked: boolean;
  accessVersion: number;
  isActive: boolean;
}

function fakeDb(row: Row): { asked: () => number; prisma: never } {
  let asked = 0;
  const prisma = {
    refreshTokenFamily: {
      findUnique: async () => {
        asked += 1;
        return {
          userId: row.userId,
          revokedAt: row.revoked ? new Date() : null,
          user: { accessVersion: row.accessVersion, isActive: row.isActive },
        };
      },
    },
    staffUser: {
      findUnique: async () => ({ accessVersion: row.accessVersion, isActive: row.isActive }),
    },
  };
  return { asked: () => asked, prisma: prisma as never };
}

const silent = { warn: () => undefined, error: () => undefined } as never;
let redis: Redis;
beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { maxRetriesPerRequest: 1 });
  await redis.ping();
});
afterAll(() => redis?.disconnect());

function setup(row: Partial<Row> = {}) {
  const full: Row = { userId: randomUUID(), revoked: false, accessVersion: 3, isActive: true, ...row };
  const db = fakeDb(full);
  const state = createAccessState({ prisma: db.prisma, redis, prefix: `test-access-${randomUUID()}`, log: silent });
  const token = { sub: full.userId, sid: randomUUID(), av: full.accessVersion };
  return { row: full, db, state, token };
}

describe("createAccessState", () => {
  it("asks the database once, then answers from Redis", async () => {
    const { db, state, token } = setup();
    expect(await state.isCurrent(token)).toBe(true);
    expect(await state.isCurrent(token)).toBe(true);
    expect(await state.isCurrent(token)).toBe(true);
    expect(db.asked()).toBe(1);
  });

  it("refuses a sign-in the moment its end is published, without asking the database", async () => {
    const { db, state, token } = setup();
    expect(await state.isCurrent(token)).toBe(true);
    await state.sessionsEnded([token.sid]);
    expect(await state.isCurrent(token)).toBe(false);
    expect(db.asked()).toBe(1);
  });

  it("refuses an older access version the moment the change is published; the new one passes", async () => {
    const { row, db, state, token } = setup();
    expect(await state.isCurrent(token)).toBe(true);
    row.accessVersion = 4;
    await state.accountChanged(row.userId);
    expect(await state.isCurrent(token)).toBe(false);
    expect(await state.isCurrent({ ...token, av: 4 })).toBe(true);
    expect(db.asked()).toBe(1);
  });

  it("refuses a disabled account even with the current version", async () => {
    const { row, state, token } = setup();
    row.isActive = false;
    expect(await state.isCurrent(token)).toBe(false);
  });

  it("does not let a fill from an older database read overwrite a newer published version", async () => {
    const { row, state, token } = setup({ accessVersion: 3 });
    row.accessVersion = 4;
    await state.accountChanged(row.userId);
    // A request that read the database before the change fills the cache after it.
    row.accessVersion = 3;
    expect(await state.isCurrent(token)).toBe(true);
    // The next request reads Redis: version 4 stands, the version-3 token is refused.
    expect(await state.isCurrent(token)).toBe(false);
  });

  it("refuses tokens without a sign-in id or version, and tokens of another user's sign-in", async () => {
    const { state, token } = setup();
    expect(await state.isCurrent({ sub: token.sub })).toBe(false);
    expect(await state.isCurrent({ sub: token.sub, sid: "not-a-uuid", av: 3 })).toBe(false);
    expect(await state.isCurrent({ ...token, av: "3" })).toBe(false);
    expect(await state.isCurrent({ ...token, sub: randomUUID() })).toBe(false);
  });

  it("asks the database on every request while Redis is away, and stays exact", async () => {
    const dead = new Redis("redis://127.0.0.1:1", { lazyConnect: true, maxRetriesPerRequest: 1 });
    dead.on("error", () => undefined);
    try {
      const row: Row = { userId: randomUUID(), revoked: false, accessVersion: 0, isActive: true };
      const db = fakeDb(row);
      const state = createAccessState({ prisma: db.prisma, redis: dead, prefix: "test-dead", log: silent });
      const token = { sub: row.userId, sid: randomUUID(), av: 0 };
      expect(await state.isCurrent(token)).toBe(true);
      expect(await state.isCurrent(token)).toBe(true);
      row.revoked = true;
      await state.sessionsEnded([token.sid]);
      expect(await state.isCurrent(token)).toBe(false);
      expect(db.asked()).toBe(3);
    } finally {
      dead.disconnect();
    }
  });
});
