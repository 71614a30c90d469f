import { authRoutes, type Envelope, type RouteContract } from "@care/contracts";
import {
  ApiError,
  DEFAULT_ERROR_CODE,
  DEFAULT_ERROR_MESSAGE,
  isNetworkFailure,
  NETWORK_ERROR_MESSAGE,
} from "./api-error";
import type { AnswerOf, CallInput, DataOf } from "./contract-types";
import { fillPath } from "./fill-path";
import { toQueryString } from "./query-string";
import { decideRetry, type RetryHandler } from "./retry-handler";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Where the client reads and writes the tokens: the session store in the app, a fake in tests. */
export interface TokenSource {
  get(): { email: string; accessToken: string; refreshToken: string } | null;
  updateTokens(accessToken: string, refreshToken: string): void;
  /** Flushes the session; the reason is shown on the login page. */
  clear(reason?: string): void;
  /** Re-reads what another tab may have stored (called before a refresh, inside the cross-tab lock). */
  reload?(): Promise<unknown>;
}

/** What the shell shows for a failure (spec 1 §8); the client only reports it. */
export type ApiFeedbackEvent =
  { type: "forbidden"; error: ApiError } | { type: "network"; error: ApiError } | { type: "error"; error: ApiError };

export interface RequestOptions {
  query?: Record<string, unknown>;
  /** JSON body, or FormData sent as multipart/form-data. */
  body?: unknown;
  /** Form-encoded body (logout, spec 1 §7). */
  form?: Record<string, string>;
  signal?: AbortSignal;
  /** False for the sign-in calls: no bearer token, and a 401 is an answer, not an expired token. */
  auth?: boolean;
  /** A bearer token other than the session's (the first-login password change before a session exists). */
  token?: string;
  /** The caller shows the error itself: no dialog or toast. */
  silent?: boolean;
  /** Extra request headers (the break-glass reason on a retried write). */
  headers?: Record<string, string>;
}

/** The whole answer: the envelope plus whatever the route adds (the login answer's applicationCode). */
export type ApiAnswer<T> = Envelope<T> & { applicationCode?: number };

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<ApiAnswer<T>>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /**
   * Calls a route of packages/contracts: its method and path (`:param` segments filled and encoded), the query and
   * body its schemas accept, and its `data` type back. Public routes go without the bearer token.
   */
  callRoute<R extends RouteContract>(route: R, input: CallInput<R>): Promise<DataOf<R>>;
  /** As callRoute, for the few callers that need the whole answer (its message, the login's applicationCode). */
  callRouteAnswer<R extends RouteContract>(route: R, input: CallInput<R>): Promise<AnswerOf<R>>;
  /** One refresh for everyone: concurrent callers share the same attempt. Resolves false when it failed. */
  refreshAccessToken(): Promise<boolean>;
  onFeedback(listener: (event: ApiFeedbackEvent) => void): () => void;
  /** Lets the app complete a failed call by sending it again (lib/api/retry-handler.ts); returns the remover. */
  onRetry(handler: RetryHandler): () => void;
}

export interface ApiClientOptions {
  tokens: TokenSource;
  /** Reason given to the login page when a refresh fails. */
  sessionExpiredReason: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * Runs a refresh so that only one tab refreshes at a time (the browser's Web Locks). Refresh tokens rotate and a
   * reused one ends the whole session, so two tabs must never both spend the same one.
   */
  refreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, sessionExpiredReason } = options;
  const baseUrl = options.baseUrl ?? "";
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const listeners = new Set<(event: ApiFeedbackEvent) => void>();
  const retryHandlers = new Set<RetryHandler>();
  let refreshing: Promise<boolean> | null = null;

  function report(error: ApiError, silent: boolean | undefined): void {
    if (silent || error.kind === "canceled" || error.kind === "session-expired") return;
    const event: ApiFeedbackEvent =
      error.httpStatus === 403
        ? { type: "forbidden", error }
        : isNetworkFailure(error)
          ? { type: "network", error }
          : { type: "error", error };
    for (const l of listeners) l(event);
  }

  async function send<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions,
    retried: boolean,
  ): Promise<ApiAnswer<T>> {
    const useSession = opts.auth !== false && opts.token === undefined;
    // Requests that start while a refresh is running wait for its token instead of sending a dead one.
    if (useSession && refreshing) await refreshing;
    const bearer = opts.auth === false ? undefined : (opts.token ?? tokens.get()?.accessToken);

    const headers: Record<string, string> = { ...opts.headers, accept: "application/json" };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body: string | FormData | undefined;
    if (opts.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(opts.form).toString();
    } else if (opts.body instanceof FormData) {
      // Multipart (photo uploads): the browser writes the content type with its boundary.
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(opts.body);
    }

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}${toQueryString(opts.query)}`, {
        method,
        headers,
        body,
        signal: opts.signal,
      });
    } catch (err) {
      if (opts.signal?.aborted || (err instanceof DOMException && err.name === "AbortError")) {
        throw new ApiError("Request canceled", "canceled", 0, null, "ERR_CANCELED");
      }
      throw new ApiError(NETWORK_ERROR_MESSAGE, "network", 0, null, "ERR_NETWORK");
    }

    const answer = await readAnswer<T>(response);
    // Aborted after the headers came (a page that unmounted, a superseded query): the body read failed, which is
    // the same cancellation, not an unreadable answer to report as 'Something went wrong'.
    if (opts.signal?.aborted) throw new ApiError("Request canceled", "canceled", 0, null, "ERR_CANCELED");
    if (response.status === 401 && useSession && bearer && !retried) {
      if (await refreshAfter(bearer)) return send<T>(method, path, opts, true);
      throw new ApiError(sessionExpiredReason, "session-expired", 401, 401, "SESSION_EXPIRED");
    }
    if (!response.ok) {
      const status = answer?.application_code ?? (response.status || DEFAULT_ERROR_CODE);
      throw new ApiError(
        answer?.message || DEFAULT_ERROR_MESSAGE,
        "http",
        status,
        response.status,
        answer?.error?.code ?? null,
        answer?.error?.fields ?? [],
      );
    }
    if (!answer) throw new ApiError(DEFAULT_ERROR_MESSAGE, "http", DEFAULT_ERROR_CODE, response.status);
    return answer;
  }

  /** A 401 on `usedToken`: refresh unless someone already did, and say whether a retry can work. */
  function refreshAfter(usedToken: string): Promise<boolean> {
    const current = tokens.get();
    if (!current) return Promise.resolve(false);
    if (current.accessToken !== usedToken) return Promise.resolve(true);
    return refreshAccessToken();
  }

  function refreshAccessToken(): Promise<boolean> {
    const spent = tokens.get()?.refreshToken;
    const lock = options.refreshLock ?? ((task) => task());
    refreshing ??= lock(() => runRefresh(spent)).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function runRefresh(spent: string | undefined): Promise<boolean> {
    await tokens.reload?.();
    const current = tokens.get();
    if (!current) return false;
    // Another tab rotated the tokens while this one waited for the lock: theirs are fresh, use them.
    if (spent !== undefined && current.refreshToken !== spent) return true;
    try {
      const answer = await send<{ jwt: string; refresh_token: string }[]>(
        authRoutes.accessToken.method,
        authRoutes.accessToken.path,
        { auth: false, body: { email: current.email, refresh_token: current.refreshToken } },
        true,
      );
      const pair = answer.data[0];
      if (!pair) throw new ApiError(DEFAULT_ERROR_MESSAGE, "http", DEFAULT_ERROR_CODE);
      tokens.updateTokens(pair.jwt, pair.refresh_token);
      return true;
    } catch {
      // 401/403 or anything else: the refresh token is no good any more (spec 1 §4 "A failed refresh flushes").
      tokens.clear(sessionExpiredReason);
      return false;
    }
  }

  async function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<ApiAnswer<T>> {
    try {
      return await send<T>(method, path, opts, false);
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(DEFAULT_ERROR_MESSAGE, "http", DEFAULT_ERROR_CODE);
      const retry = await decideRetry(retryHandlers, error, { method, path, options: opts });
      if (retry === "abandon")
        throw new ApiError(error.message, "canceled", error.status, error.httpStatus, error.code);
      if (retry) return request<T>(method, path, retry);
      report(error, opts.silent);
      throw error;
    }
  }

  function requestRoute<R extends RouteContract>(route: R, input: CallInput<R>): Promise<ApiAnswer<DataOf<R>>> {
    const { params, query, body, ...rest } = input as Pick<RequestOptions, "signal" | "silent" | "token" | "auth"> & {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const isForm = route.consumes?.includes("application/x-www-form-urlencoded") ?? false;
    return request<DataOf<R>>(route.method, fillPath(route.path, params), {
      auth: route.access !== "public",
      ...rest,
      query,
      ...(isForm ? { form: body as Record<string, string> } : { body }),
    });
  }

  return {
    request,
    callRoute: async (route, input) => (await requestRoute(route, input)).data,
    callRouteAnswer: (route, input) => requestRoute(route, input) as Promise<AnswerOf<typeof route>>,
    get: async <T>(path: string, opts?: RequestOptions) => (await request<T>("GET", path, opts)).data,
    post: async <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      (await request<T>("POST", path, { ...opts, body })).data,
    put: async <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      (await request<T>("PUT", path, { ...opts, body })).data,
    delete: async <T>(path: string, opts?: RequestOptions) => (await request<T>("DELETE", path, opts)).data,
    refreshAccessToken,
    onRetry(handler) {
      retryHandlers.add(handler);
      return () => retryHandlers.delete(handler);
    },
    onFeedback(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The JSON envelope of a response, or null when the body is not one (a proxy's HTML error page). */
async function readAnswer<T>(response: Response): Promise<ApiAnswer<T> | null> {
  const text = await response.text().catch(() => "");
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === "object" && "message" in parsed ? (parsed as ApiAnswer<T>) : null;
  } catch {
    return null;
  }
}
