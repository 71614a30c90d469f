import { authRoutes } from "@care/contracts";
import { describe, expect, it, vi } from "vitest";
import { createFakeFetch, envelope, type FakeHandler } from "../../test/fake-fetch";
import { createApiClient, type ApiFeedbackEvent, type TokenSource } from "./api-client";
import { ApiError } from "./api-error";

const EXPIRED = "User logged out due to session expired!";

function memoryTokens(initial = { email: "casey@demo.care", accessToken: "old", refreshToken: "r1" }): TokenSource & {
  cleared: string[];
} {
  let current: typeof initial | null = { ...initial };
  const cleared: string[] = [];
  return {
    cleared,
    get: () => current,
    updateTokens: (accessToken, refreshToken) => {
      if (current) current = { ...current, accessToken, refreshToken };
    },
    clear: (reason) => {
      current = null;
      cleared.push(reason ?? "");
    },
  };
}

/** /api/things answers 401 to any token but "new". */
const protectedThing: FakeHandler = ({ init }) => {
  const auth = (init.headers as Record<string, string>).authorization;
  return auth === "Bearer new" ? envelope({ ok: true }) : envelope(null, 401, "Unauthorized");
};

function setup(refresh: FakeHandler) {
  let releaseRefresh: () => void = () => {};
  const refreshGate = new Promise<void>((r) => (releaseRefresh = r));
  const fake = createFakeFetch({
    "GET /api/things": protectedThing,
    [`POST ${authRoutes.accessToken.path}`]: async (req) => {
      // Hold the refresh open so every concurrent 401 arrives while it runs.
      await refreshGate;
      return refresh(req);
    },
  });
  const tokens = memoryTokens();
  const client = createApiClient({ tokens, sessionExpiredReason: EXPIRED, fetch: fake.fetch });
  const events: ApiFeedbackEvent[] = [];
  client.onFeedback((e) => events.push(e));
  return { fake, tokens, client, events, releaseRefresh };
}

describe("API client refresh queue", () => {
  it("refreshes once for several concurrent 401s and retries each with the new token", async () => {
    const { fake, client, tokens, releaseRefresh } = setup(() => envelope([{ jwt: "new", refresh_token: "r2" }]));
    const pending = [client.get("/api/things"), client.get("/api/things"), client.get("/api/things")];
    await vi.waitFor(() => expect(fake.calls.filter((c) => c.path === "/api/things")).toHaveLength(3));
    releaseRefresh();
    await expect(Promise.all(pending)).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);

    const refreshes = fake.calls.filter((c) => c.path === authRoutes.accessToken.path);
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]?.body ?? "{}")).toEqual({ email: "casey@demo.care", refresh_token: "r1" });
    const retries = fake.calls.filter((c) => c.path === "/api/things").slice(3);
    expect(retries.map((c) => c.headers.authorization)).toEqual(["Bearer new", "Bearer new", "Bearer new"]);
    expect(tokens.get()).toMatchObject({ accessToken: "new", refreshToken: "r2" });
  });

  it("makes requests that start during a refresh wait for the new token", async () => {
    const { fake, client, releaseRefresh } = setup(() => envelope([{ jwt: "new", refresh_token: "r2" }]));
    const first = client.get("/api/things");
    await vi.waitFor(() => expect(fake.calls.some((c) => c.path === authRoutes.accessToken.path)).toBe(true));
    const late = client.get("/api/things");
    releaseRefresh();
    await expect(Promise.all([first, late])).resolves.toHaveLength(2);
    const things = fake.calls.filter((c) => c.path === "/api/things").map((c) => c.headers.authorization);
    // The late request never went out with the dead token.
    expect(things).toEqual(["Bearer old", "Bearer new", "Bearer new"]);
  });

  it("flushes the session once when the refresh fails, and rejects every waiting request quietly", async () => {
    const { fake, client, tokens, events, releaseRefresh } = setup(() => envelope(null, 401, "Session expired"));
    const pending = [client.get("/api/things"), client.get("/api/things")].map((p) =>
      p.then(
        () => null,
        (e: unknown) => e,
      ),
    );
    await vi.waitFor(() => expect(fake.calls.filter((c) => c.path === "/api/things")).toHaveLength(2));
    releaseRefresh();
    const errors = await Promise.all(pending);
    for (const e of errors) expect(e).toMatchObject({ kind: "session-expired" });
    expect(tokens.cleared).toEqual([EXPIRED]);
    expect(tokens.get()).toBeNull();
    expect(fake.calls.filter((c) => c.path === authRoutes.accessToken.path)).toHaveLength(1);
    // The login page explains; no dialog on top of it.
    expect(events).toEqual([]);
  });

  it("treats a 403 on the refresh as a failed refresh", async () => {
    const { client, tokens, releaseRefresh } = setup(() => envelope(null, 403, "Forbidden"));
    releaseRefresh();
    await expect(client.get("/api/things")).rejects.toMatchObject({ kind: "session-expired" });
    expect(tokens.cleared).toEqual([EXPIRED]);
  });

  it("uses tokens another tab already rotated instead of spending the same refresh token twice", async () => {
    const fake = createFakeFetch({ "GET /api/things": protectedThing });
    const tokens = memoryTokens();
    // What the other tab stored while this one waited for the refresh lock.
    tokens.reload = async () => tokens.updateTokens("new", "r2");
    const client = createApiClient({ tokens, sessionExpiredReason: EXPIRED, fetch: fake.fetch });
    await expect(client.get("/api/things")).resolves.toEqual({ ok: true });
    expect(fake.calls.map((c) => c.path)).toEqual(["/api/things", "/api/things"]);
    expect(tokens.cleared).toEqual([]);
  });

  it("never refreshes for a 401 on a call without the session token (wrong credentials)", async () => {
    const fake = createFakeFetch({
      [`POST ${authRoutes.login.path}`]: () => envelope(null, 401, "Incorrect Email or Password."),
    });
    const tokens = memoryTokens();
    const client = createApiClient({ tokens, sessionExpiredReason: EXPIRED, fetch: fake.fetch });
    await expect(
      client.request("POST", authRoutes.login.path, { auth: false, silent: true, body: {} }),
    ).rejects.toMatchObject({ httpStatus: 401, message: "Incorrect Email or Password." });
    expect(fake.calls).toHaveLength(1);
    expect(tokens.cleared).toEqual([]);
  });
});

describe("API client failures and parameters", () => {
  function client(routes: Record<string, FakeHandler>) {
    const fake = createFakeFetch(routes);
    const api = createApiClient({ tokens: memoryTokens(), sessionExpiredReason: EXPIRED, fetch: fake.fetch });
    const events: ApiFeedbackEvent[] = [];
    api.onFeedback((e) => events.push(e));
    return { api, events, fake };
  }

  it("unwraps the envelope and sends the bearer token", async () => {
    const { api, fake } = client({ "GET /api/x": () => envelope([1, 2]) });
    await expect(api.get("/api/x")).resolves.toEqual([1, 2]);
    expect(fake.calls[0]?.headers.authorization).toBe("Bearer old");
  });

  it("JSON-stringifies object parameters and drops nulls", async () => {
    const { api, fake } = client({ "GET /api/x": () => envelope(null) });
    await api.get("/api/x", {
      query: { statuses: [{ status: "pending" }], name: "a", gone: null, missing: undefined, n: 0 },
    });
    const params = fake.calls[0]?.url.searchParams;
    expect(params?.get("statuses")).toBe('[{"status":"pending"}]');
    expect(params?.get("name")).toBe("a");
    expect(params?.get("n")).toBe("0");
    expect(params?.has("gone")).toBe(false);
    expect(params?.has("missing")).toBe(false);
  });

  it("reports a 403 as Forbidden", async () => {
    const { api, events } = client({ "GET /api/x": () => envelope(null, 403, "Forbidden") });
    await expect(api.get("/api/x")).rejects.toBeInstanceOf(ApiError);
    expect(events.map((e) => e.type)).toEqual(["forbidden"]);
  });

  it("reports an unreachable server as a network error", async () => {
    const { api, events } = client({
      "GET /api/x": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    await expect(api.get("/api/x")).rejects.toMatchObject({
      kind: "network",
      code: "ERR_NETWORK",
      message: "Network Error",
    });
    expect(events.map((e) => e.type)).toEqual(["network"]);
  });

  it("reports other failures with the server's message and code, or the defaults", async () => {
    const { api, events } = client({
      "GET /api/conflict": () => envelope(null, 409, "Mobile number already in use"),
      "GET /api/broken": () => new Response("<html>bad gateway</html>", { status: 502 }),
    });
    await expect(api.get("/api/conflict")).rejects.toMatchObject({
      status: 409,
      message: "Mobile number already in use",
    });
    await expect(api.get("/api/broken")).rejects.toMatchObject({ status: 502, message: "Something went wrong" });
    expect(events.map((e) => [e.type, e.error.status, e.error.message])).toEqual([
      ["error", 409, "Mobile number already in use"],
      ["error", 502, "Something went wrong"],
    ]);
  });

  it("ignores cancelled requests", async () => {
    const { api, events } = client({
      "GET /api/x": ({ init }) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    });
    const abort = new AbortController();
    const pending = api.get("/api/x", { signal: abort.signal });
    abort.abort();
    await expect(pending).rejects.toMatchObject({ kind: "canceled" });
    expect(events).toEqual([]);
  });

  it("ignores a request cancelled while its answer is being read", async () => {
    // The headers are in, the body is not: an abort now fails the body read, not the fetch (a page that unmounts
    // just then must not show the 'Error 400 / Something went wrong' dialog).
    const abort = new AbortController();
    const { api, events, fake } = client({
      "GET /api/x": () =>
        new Response(
          new ReadableStream({
            start(body) {
              abort.signal.addEventListener("abort", () => body.error(new DOMException("aborted", "AbortError")));
            },
          }),
          { status: 200, headers: { "content-type": "application/json" } },
        ),
    });
    const pending = api.get("/api/x", { signal: abort.signal });
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
    abort.abort();
    await expect(pending).rejects.toMatchObject({ kind: "canceled" });
    expect(events).toEqual([]);
  });

  it("posts form-encoded bodies", async () => {
    const { api, fake } = client({ [`POST ${authRoutes.logout.path}`]: () => envelope(null) });
    await api.request("POST", authRoutes.logout.path, {
      auth: false,
      form: { refresh_token: "r1", email: "a@b.c" },
    });
    expect(fake.calls[0]?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(fake.calls[0]?.body).toBe("refresh_token=r1&email=a%40b.c");
    expect(fake.calls[0]?.headers.authorization).toBeUndefined();
  });
});
