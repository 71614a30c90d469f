/**
 * A scripted fetch for component tests: each handler answers a method + path; the handler under "*" (when given)
 * answers everything else, and without one everything else is a 404.
 */
export type FakeHandler = (request: { url: URL; init: RequestInit }) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  calls: { method: string; path: string; url: URL; headers: Record<string, string>; body: string | undefined }[];
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export function envelope(data: unknown, status = 200, message = "Success"): Response {
  return json(status, { application_code: status, message, data, error: status >= 400 ? { code: "X" } : null });
}

export function createFakeFetch(routes: Record<string, FakeHandler>): FakeFetch {
  const calls: FakeFetch["calls"] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), "http://portal.test");
    const method = (init.method ?? "GET").toUpperCase();
    calls.push({
      method,
      path: url.pathname,
      url,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === "string" ? init.body : undefined,
    });
    const handler = routes[`${method} ${url.pathname}`] ?? routes["*"];
    if (!handler) return envelope(null, 404, "Not found");
    return handler({ url, init });
  };
  return { fetch: fake as typeof fetch, calls };
}

/** A response that never comes unless the request is aborted (keeps the realtime connection from starting). */
export function hang({ init }: { init: RequestInit }): Promise<Response> {
  return new Promise((_, reject) => {
    init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });
}
