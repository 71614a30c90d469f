import type { RouteContract } from "@care/contracts";
import type { RequestOptions } from "./api-client";

// Types read off a route contract's zod schemas (`_zod.input` / `_zod.output`), so the portal needs no zod import
// of its own and no hand-written request or response types.

/** What a zod schema accepts (before transforms and defaults): what the portal sends. */
export type InputOf<S> = S extends { _zod: { input: infer I } } ? I : never;
/** What a zod schema produces: what the API answers once serialised. */
export type OutputOf<S> = S extends { _zod: { output: infer O } } ? O : never;

/** The envelope `data` type a route contract declares (its zod schema's output). */
export type DataOf<R extends RouteContract> = OutputOf<R["data"]>;
/** The `:param` values of a route's path. */
export type ParamsOf<R extends RouteContract> = R extends { params: infer P } ? InputOf<P> : never;
/** The query a route accepts. */
export type QueryOf<R extends RouteContract> = R extends { querystring: infer Q } ? InputOf<Q> : never;
/** The body a route accepts. */
export type BodyOf<R extends RouteContract> = R extends { body: infer B } ? InputOf<B> : never;

type ParamsPart<R extends RouteContract> = R extends { params: infer P }
  ? { params: InputOf<P> }
  : { params?: undefined };
// A query whose every key is optional (or defaulted) may be left out.
type QueryPart<R extends RouteContract> = R extends { querystring: infer Q }
  ? object extends InputOf<Q>
    ? { query?: InputOf<Q> }
    : { query: InputOf<Q> }
  : { query?: undefined };
type BodyPart<R extends RouteContract> = R extends { body: infer B }
  ? undefined extends InputOf<B>
    ? { body?: InputOf<B> }
    : { body: InputOf<B> }
  : { body?: undefined };

/** The argument of `callRoute(R, …)`: exactly what the contract takes, plus how to send it. */
export type CallInput<R extends RouteContract> = ParamsPart<R> &
  QueryPart<R> &
  BodyPart<R> &
  Pick<RequestOptions, "signal" | "silent" | "token" | "auth">;

/** The whole 200 answer of a route: its own `response` schema where it declares one, else the envelope. */
export type AnswerOf<R extends RouteContract> = R extends { response: infer A }
  ? OutputOf<A>
  : { application_code: number; message: string; data: DataOf<R>; error: null };
