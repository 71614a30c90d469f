import { memberDeviceRoutes, memberRoutes, vitalRoutes } from "@care/contracts";
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { derivedKeyFor, invalidateRoutes, queryKeyFor, resetRoutes, routeKey } from "./query-keys";

const MINIMAL = memberRoutes.minimalInfo;
const DEVICES = memberDeviceRoutes.list;
const VITALS = vitalRoutes.list;

describe("queryKeyFor", () => {
  it("is the route's method and path with its params, query and body", () => {
    expect(queryKeyFor(MINIMAL, { query: { senior_id: "s1", account_id: "a1" } })).toEqual([
      "GET",
      "/api/users/senior/minimal-info",
      { query: { senior_id: "s1", account_id: "a1" } },
    ]);
    expect(queryKeyFor(VITALS, { body: { senior_id: "s1" } })).toEqual([
      "POST",
      "/api/careinsights/vitals/list",
      { body: { senior_id: "s1" } },
    ]);
    expect(queryKeyFor(DEVICES)).toEqual(["GET", "/api/users/medical-device", {}]);
  });

  it("leaves out how the request is sent and the members that are undefined", () => {
    const input = {
      query: { senior_id: "s1", account_id: undefined },
      silent: true,
      signal: new AbortController().signal,
    };
    expect(queryKeyFor(MINIMAL, input)).toEqual([
      "GET",
      "/api/users/senior/minimal-info",
      { query: { senior_id: "s1" } },
    ]);
  });

  it("keeps a derived entry apart from the route's answer, under the same prefix", () => {
    const q = { query: { senior_id: "s1" } };
    expect(derivedKeyFor(MINIMAL, q, "pages")).toEqual([
      "GET",
      "/api/users/senior/minimal-info",
      { query: { senior_id: "s1" } },
      "pages",
    ]);
    expect(routeKey(MINIMAL)).toEqual(["GET", "/api/users/senior/minimal-info"]);
  });
});

describe("writes by route", () => {
  // The cache holds labels here, not the routes' data: the keys lose their data type.
  const plain = (key: QueryKey): QueryKey => key;
  function seeded(): QueryClient {
    const qc = new QueryClient();
    qc.setQueryData(plain(queryKeyFor(MINIMAL, { query: { senior_id: "s1" } })), "minimal s1");
    qc.setQueryData(plain(derivedKeyFor(MINIMAL, { query: { senior_id: "s1" } }, "pages")), "pages s1");
    qc.setQueryData(plain(queryKeyFor(VITALS, { body: { senior_id: "s1", account_id: "a1" } })), "vitals s1");
    qc.setQueryData(plain(queryKeyFor(VITALS, { body: { senior_id: "s2" } })), "vitals s2");
    qc.setQueryData(plain(queryKeyFor(DEVICES, { query: { senior_id: "s1" } })), "devices s1");
    return qc;
  }
  const invalidated = (qc: QueryClient): string[] =>
    qc
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => String(q.state.data))
      .sort();

  it("invalidates every answer of the routes named, and nothing else", async () => {
    const qc = seeded();
    await invalidateRoutes(qc, [MINIMAL, VITALS]);
    expect(invalidated(qc)).toEqual(["minimal s1", "pages s1", "vitals s1", "vitals s2"]);
  });

  it("reaches one senior's entries through a partial input", () => {
    const qc = seeded();
    qc.setQueriesData<string>(
      { queryKey: plain(queryKeyFor(VITALS, { body: { senior_id: "s1" } })) },
      (v) => `${v} updated`,
    );
    expect(qc.getQueryData(queryKeyFor(VITALS, { body: { senior_id: "s1", account_id: "a1" } }))).toBe(
      "vitals s1 updated",
    );
    expect(qc.getQueryData(queryKeyFor(VITALS, { body: { senior_id: "s2" } }))).toBe("vitals s2");
  });

  it("resets the routes named back to no data", async () => {
    const qc = seeded();
    await resetRoutes(qc, [DEVICES]);
    expect(qc.getQueryData(queryKeyFor(DEVICES, { query: { senior_id: "s1" } }))).toBeUndefined();
    expect(qc.getQueryData(queryKeyFor(MINIMAL, { query: { senior_id: "s1" } }))).toBe("minimal s1");
  });
});
