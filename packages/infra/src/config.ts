import { randomBytes } from "node:crypto";
import { z } from "zod";

/**
 * The one schema for the environment of every process (API, worker, simulator, start script).
 * Each process reads it once at boot; a bad value stops the process with a message naming the variable.
 */
const bool = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .pipe(z.boolean());
const port = z.coerce.number().int().min(1).max(65535);
const seconds = z.coerce.number().int().min(1);

// Values that only make sense on a developer's machine. Production refuses them (see the refine below).
const DEV_REALTIME_KEY = "care-dev-key";
const DEV_REALTIME_SECRET = "care-dev-secret";
/** s3rver accepts only this key pair (PLATFORM.md §3). */
const DEV_S3_CREDENTIAL = "S3RVER";

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    HOST: z.string().default("127.0.0.1"),
    PORT: port.default(4000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * The OpenAPI document and UI at /api/docs. Unset: on outside production, off in production (the document maps
     * every route and its inputs for an attacker); `true` switches it on there.
     */
    API_DOCS: bool.optional(),
    PUBLIC_URL: z.url().optional(),
    /**
     * Which X-Forwarded-For hops to believe (Fastify trustProxy): "false" when clients connect directly (the
     * per-IP sign-in limit would otherwise be spoofable), a hop count or a comma list of proxy addresses.
     */
    TRUST_PROXY: z
      .string()
      .regex(/^(false|true|\d+|[0-9a-f.:/,\s]+)$/i, "false, true, a hop count or a list of proxy addresses")
      .default("false"),

    DATABASE_URL: z.string().startsWith("postgres").default("postgresql://postgres@127.0.0.1:5432/care"),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    REDIS_URL: z.string().startsWith("redis").default("redis://127.0.0.1:6379"),
    QUEUE_PREFIX: z
      .string()
      .regex(/^[a-z0-9_-]+$/i)
      .default("care"),

    JWT_SECRET: z.string().min(32).optional(),
    ACCESS_TOKEN_TTL_S: seconds.default(900),
    REFRESH_TOKEN_TTL_S: seconds.default(30 * 24 * 3600),
    /**
     * A refresh token presented again this soon after its exchange, while the token it was exchanged for is still
     * unused, is a lost answer (a dropped response, a reload before the portal stored the new token), not theft.
     * 0 turns the grace off.
     */
    REFRESH_REUSE_GRACE_S: z.coerce.number().int().min(0).max(60).default(10),
    /**
     * The absolute lifetime of a sign-in (a refresh-token family): past it no refresh is accepted, whatever the
     * refresh token's own expiry, and the person signs in again. 12 hours: one working shift and its overlap.
     */
    REFRESH_FAMILY_MAX_AGE_S: seconds.default(12 * 3600),
    /** Wrong passwords or MFA codes from one source address in a row before that address is locked out of the account. */
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    /** The first lock of an account for one address; every further lock of the same pair within a day doubles it. */
    LOGIN_LOCKOUT_S: seconds.default(900),
    /** The longest a lock grows to by doubling. */
    LOGIN_LOCKOUT_MAX_S: seconds.default(24 * 3600),
    /**
     * Failures across every source address after which the account is locked for addresses it has not signed in
     * from in the last 30 days (many addresses guessing together); its known addresses stay open.
     */
    LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
    /**
     * Wrong reset or first-login codes for one account (any code, any address) within CODE_LOCKOUT_S after which
     * code checks and new codes stop for CODE_LOCKOUT_S.
     */
    CODE_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
    CODE_LOCKOUT_S: seconds.default(3600),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /**
     * Single sign-on through the organisation's OpenID Connect provider (docs/sso.md): on when SSO_ISSUER_URL,
     * SSO_CLIENT_ID, SSO_CLIENT_SECRET and SSO_REDIRECT_URI are all set (some but not all is a start-up error); off,
     * the login page shows no SSO button. SSO_REDIRECT_URI is the portal's login page as registered at the provider
     * (https://care.example.org/login); SSO_BUTTON_LABEL names the provider on the button ('Sign in with <label>').
     */
    SSO_ISSUER_URL: z.url().optional(),
    SSO_CLIENT_ID: z.string().min(1).optional(),
    SSO_CLIENT_SECRET: z.string().min(1).optional(),
    SSO_REDIRECT_URI: z.url().optional(),
    SSO_BUTTON_LABEL: z.string().trim().min(1).max(60).default("SSO"),

    SOKETI_HOST: z.string().default("127.0.0.1"),
    SOKETI_PORT: port.default(6001),
    SOKETI_APP_ID: z.string().default("care"),
    SOKETI_APP_KEY: z.string().default(DEV_REALTIME_KEY),
    SOKETI_APP_SECRET: z.string().default(DEV_REALTIME_SECRET),
    /** Host and port the browser uses for the websocket (behind a proxy they differ from the server's). */
    SOKETI_PUBLIC_HOST: z.string().optional(),
    SOKETI_PUBLIC_PORT: port.optional(),
    SOKETI_USE_TLS: bool.default(false),

    S3_ENDPOINT: z.url().optional(),
    /**
     * The object store as browsers reach it: the origin of the presigned GET urls and POST forms the API hands out
     * (downloads, photo and document uploads). Default: S3_ENDPOINT. Under compose the API reaches MinIO at
     * http://minio:9000, a name only the containers resolve, and nginx serves the bucket on the portal's origin.
     */
    S3_PUBLIC_ENDPOINT: z.url().optional(),
    S3_PORT: port.default(4569),
    S3_REGION: z.string().default("us-east-1"),
    S3_BUCKET: z.string().default("care-reports"),
    S3_ACCESS_KEY_ID: z.string().default(DEV_S3_CREDENTIAL),
    S3_SECRET_ACCESS_KEY: z.string().default(DEV_S3_CREDENTIAL),
    /**
     * Lifetime of a report download URL (GET /api/reports/download): short, because whoever holds the URL reads the
     * file. At most 7 days (S3's limit for a signed URL); tests shorten it to see the store refuse an expired one.
     */
    REPORT_DOWNLOAD_TTL_S: z.coerce.number().int().min(1).max(604_800).default(300),
    /**
     * Upload budgets (issue 25 item 6, docs/uploads.md). Requests per staff member and hour: image uploads (the
     * upload route and the senior photo routes, up to 10 files a request) and file uploads (presigned POST targets,
     * wellness-plan resource files). A senior's quota: the bytes of everything adopted for them (photos, POA
     * documents, wellness-plan files, each version).
     */
    IMAGE_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(60),
    FILE_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(60),
    SENIOR_UPLOAD_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(500 * 1024 * 1024),
    /** GET /api/cognito/user/generate-memberid per staff member and hour: each call spends a member id for good. */
    MEMBER_IDS_PER_HOUR: z.coerce.number().int().min(1).default(60),
    /**
     * Days audit rows (writes and health-data reads) are kept before the worker deletes them (docs/administration.md
     * "Audit log"). 2192: six years with their leap days, HIPAA's retention of required documentation
     * (§164.316(b)(2)(i)); raise it where state law asks longer. 0 keeps them forever.
     */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_600).default(2192),

    /**
     * Geocoding behind GET /api/users/geocode and /reverse-geocode: `offline` (the bundled US ZIP table; these
     * machines have no internet) or `nominatim` (a Nominatim-compatible server at GEOCODER_URL).
     */
    GEOCODER: z.enum(["offline", "nominatim"]).default("offline"),
    GEOCODER_URL: z.url().default("https://nominatim.openstreetmap.org"),
    /** How long the nominatim provider waits for an answer before the route answers 503. */
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),

    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default("Care Portal <no-reply@care.local>"),
    /**
     * The development mailbox (every mail also kept in a table, readable at GET /api/dev/mailbox from loopback
     * only). Anyone who reads it can take over any account through a reset code, so it is off unless switched on:
     * `npm start` and the tests that read codes set it; production refuses it.
     */
    DEV_MAILBOX: bool.default(false),
    /**
     * Load the demo data set (public demo passwords) into an empty database: `npm start` sets it, the docker
     * `migrate` job follows it (off unless asked).
     */
    SEED_DEMO: bool.default(false),
    /**
     * Days of readings `npm start` writes for a new demo (the simulator's backfill, ending now): 90 fills every
     * graph up to the 3-month views; its test asks for 1 (it checks the stack, not the graphs). 0 writes none.
     */
    DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(400).default(90),
    /**
     * Months raw readings are kept (docs/scaling.md "Partitions and retention"): the worker drops every monthly
     * partition of `reading` that ends before the start of the UTC month this many months ago; the hourly and
     * daily rollups are kept whatever this says. 13: a year back and the same month of the year before. 0 keeps
     * raw readings forever.
     */
    READING_RETENTION_MONTHS: z.coerce.number().int().min(0).max(1200).default(13),

    WEB_DIST: z.string().optional(),
    /**
     * Leaflet tile URL template for the portal's maps ({z}/{x}/{y}, optional {s}). Where no tile server answers
     * (offline machines) the portal draws its bundled US outline layer instead.
     */
    MAP_TILE_URL: z
      .string()
      .regex(/\{z\}.*\{x\}.*\{y\}/, "a tile URL template with {z}, {x} and {y}")
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    /** Where `npm start` keeps local state: generated secrets, S3 objects, embedded Postgres. */
    DATA_DIR: z.string().default(".data"),
    INGEST_REPLAY_WINDOW_S: seconds.default(300),
    LATE_READING_WINDOW_S: seconds.default(900),
    ALARM_ESCALATION_S: seconds.default(60),
    /**
     * The alarm chain (issue 27 item 4, docs/realtime.md "When nobody is watching"): an SOS / fall still pending
     * this long after it was received leaves the portal along ALARM_CHAIN_STEPS; at once when no alarm-role staff
     * is connected to the portal.
     */
    ALARM_CHAIN_AFTER_S: seconds.default(60),
    /**
     * The chain's steps in order, comma-separated: `agents` (e-mail to the senior's on-duty care agents),
     * `facility` (e-mail to the facility's contacts, its facility agents), `webhook` (a signed JSON POST to
     * ALARM_WEBHOOK_URL). A step repeated or unknown is refused.
     */
    ALARM_CHAIN_STEPS: z
      .string()
      .regex(
        /^\s*(agents|facility|webhook)(\s*,\s*(agents|facility|webhook))*\s*$/,
        "a comma list of agents, facility, webhook",
      )
      .refine((v) => new Set(v.split(",").map((s) => s.trim())).size === v.split(",").length, "a step listed twice")
      .default("agents,facility,webhook"),
    /** Where the chain's webhook step posts (an SMS / phone gateway, a paging system); unset: the step is skipped. */
    ALARM_WEBHOOK_URL: z.url().optional(),
    /** Key of the webhook's HMAC-SHA256 signature (X-Care-Signature); required with ALARM_WEBHOOK_URL. */
    ALARM_WEBHOOK_SECRET: z.string().min(16).optional(),
    /**
     * Which of the worker's processors this process runs: `alarms` (SOS/fall fan-out, escalation, sweeper),
     * `reports` (report builds and schedules), `pipeline` (everything else) or `all`. npm start and compose run one
     * process of each but `all`, so an SOS never waits behind reading evaluation, nor evaluation behind a report
     * build, on the same event loop.
     */
    WORKER_ROLE: z.enum(["all", "alarms", "reports", "pipeline"]).default("all"),
    /**
     * How long the job of a worker process that died stays claimed before another process takes it over (BullMQ's
     * lockDuration and stalledInterval; a live worker renews its lock at half this). BullMQ's default; tests that
     * kill a worker shorten it.
     */
    WORKER_STALLED_CHECK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),

    SIMULATOR_LIVE: bool.default(true),
    SIMULATOR_SPEED: z.coerce.number().positive().max(3600).default(1),
    SIMULATOR_SEED: z.coerce.number().int().default(42),
    API_URL: z.url().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.ALARM_WEBHOOK_URL && !c.ALARM_WEBHOOK_SECRET)
      ctx.addIssue({
        code: "custom",
        path: ["ALARM_WEBHOOK_SECRET"],
        message: "required with ALARM_WEBHOOK_URL (the receiver checks the signature)",
      });
    const sso = [c.SSO_ISSUER_URL, c.SSO_CLIENT_ID, c.SSO_CLIENT_SECRET, c.SSO_REDIRECT_URI];
    if (sso.some(Boolean) && !sso.every(Boolean))
      ctx.addIssue({
        code: "custom",
        path: ["SSO_ISSUER_URL"],
        message: "single sign-on needs SSO_ISSUER_URL, SSO_CLIENT_ID, SSO_CLIENT_SECRET and SSO_REDIRECT_URI together",
      });
    if (c.NODE_ENV !== "production") return;
    if (!c.JWT_SECRET) ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "required in production" });
    for (const key of ["SSO_ISSUER_URL", "SSO_REDIRECT_URI"] as const)
      if (c[key]?.startsWith("http:"))
        ctx.addIssue({ code: "custom", path: [key], message: "must be https in production" });
    if (c.SOKETI_APP_KEY === DEV_REALTIME_KEY || c.SOKETI_APP_SECRET === DEV_REALTIME_SECRET)
      ctx.addIssue({
        code: "custom",
        path: ["SOKETI_APP_SECRET"],
        message: "set real realtime credentials in production",
      });
    if (c.S3_ACCESS_KEY_ID === DEV_S3_CREDENTIAL || c.S3_SECRET_ACCESS_KEY === DEV_S3_CREDENTIAL)
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "set real object-store credentials in production (S3RVER is the local development store's)",
      });
    if (c.DEV_MAILBOX)
      ctx.addIssue({
        code: "custom",
        path: ["DEV_MAILBOX"],
        message: "the development mailbox exposes one-time codes: it cannot be on in production",
      });
  });

export type Config = z.output<typeof ConfigSchema> & { JWT_SECRET: string };

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n  ${issues.join("\n  ")}`);
    this.name = "ConfigError";
  }
}

/** Names of every variable the schema reads; docker-compose.yml may use only these. */
export const CONFIG_KEYS: readonly string[] = Object.keys(ConfigSchema.shape);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset" (compose files often pass VAR= through).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`));
  }
  // Outside production a missing secret gets a per-process random one: tokens then die with the process,
  // which is the safe failure. `npm start` passes one stable secret to every process it runs.
  return { ...parsed.data, JWT_SECRET: parsed.data.JWT_SECRET ?? randomBytes(32).toString("hex") };
}

export function s3Endpoint(c: Pick<Config, "S3_ENDPOINT" | "S3_PORT">): string {
  return c.S3_ENDPOINT ?? `http://127.0.0.1:${c.S3_PORT}`;
}

/** The endpoint presigned urls are made for: the one browsers reach (S3_PUBLIC_ENDPOINT), else the API's own. */
export function s3PublicEndpoint(c: Pick<Config, "S3_ENDPOINT" | "S3_PUBLIC_ENDPOINT" | "S3_PORT">): string {
  return c.S3_PUBLIC_ENDPOINT ?? s3Endpoint(c);
}
