-- Hand-written: things Prisma's schema language cannot express. Prisma's diff ignores them (verified with
-- `prisma migrate diff --from-migrations ... --to-schema-datamodel ...`), so they cause no drift.
-- NO SEMICOLONS IN COMMENTS OR STRING BODIES: see the note above ensure_reading_partitions.

-- ───────────────────────────────────────────────────────────────────────────────────────────────────────────────
-- 1. reading: range-partitioned by month on ts.
-- The init migration created "reading" as a plain table (Prisma cannot declare partitioning). It is empty at this
-- point, so drop it and recreate it with the same columns, types, defaults and primary-key name that Prisma expects.
-- The primary key (senior_id, metric, ts) contains the partition key, as PostgreSQL requires, and is the btree that
-- serves every per-senior time-range query.
-- ───────────────────────────────────────────────────────────────────────────────────────────────────────────────
DROP TABLE "reading";

CREATE TABLE "reading" (
    "senior_id" UUID NOT NULL,
    "metric" "metric" NOT NULL,
    "ts" TIMESTAMPTZ(3) NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "device_id" UUID,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reading_pkey" PRIMARY KEY ("senior_id","metric","ts")
) PARTITION BY RANGE ("ts");

-- Catches rows outside every monthly partition (device clocks years off, a month nobody created yet), so an insert
-- never fails for lack of a partition. ensure_reading_partitions() moves such rows into the right month when it
-- creates that month.
CREATE TABLE "reading_default" PARTITION OF "reading" DEFAULT;

-- Creates the monthly partitions reading_YYYY_MM (UTC months) covering [p_from, p_to) and returns how many it
-- created. Idempotent and safe to call concurrently (advisory lock). Call it from a periodic job a few months
-- ahead, e.g. SELECT ensure_reading_partitions(now(), now() + interval '3 months').
--
-- Why the body is an E'' string with \073 instead of a $$ body with semicolons: under `engine: "js"` the
-- migration script goes through @prisma/adapter-pg's executeScript(), which splits the file on EVERY semicolon
-- (even inside $$ bodies and comments) and runs the pieces one by one. \073 is the octal escape of the
-- semicolon, so PostgreSQL sees a normal PL/pgSQL body while the splitter sees no semicolon. For the same reason
-- no comment in this file contains a semicolon.
CREATE OR REPLACE FUNCTION ensure_reading_partitions(p_from TIMESTAMPTZ, p_to TIMESTAMPTZ)
RETURNS INTEGER
LANGUAGE plpgsql
AS E'
DECLARE
    month_start TIMESTAMP := date_trunc(''month'', p_from AT TIME ZONE ''UTC'')\073  -- UTC wall clock
    lo          TEXT\073
    hi          TEXT\073
    part        TEXT\073
    created     INTEGER := 0\073
BEGIN
    PERFORM pg_advisory_xact_lock(hashtext(''ensure_reading_partitions''))\073
    WHILE (month_start AT TIME ZONE ''UTC'') < p_to LOOP
        part := ''reading_'' || to_char(month_start, ''YYYY_MM'')\073
        lo   := to_char(month_start, ''YYYY-MM-DD'') || '' 00:00:00+00''\073
        hi   := to_char(month_start + INTERVAL ''1 month'', ''YYYY-MM-DD'') || '' 00:00:00+00''\073
        IF to_regclass(format(''%I.%I'', current_schema(), part)) IS NULL THEN
            IF EXISTS (SELECT 1 FROM reading_default WHERE ts >= lo::timestamptz AND ts < hi::timestamptz) THEN
                -- The default partition holds rows of this month. Creating the partition over them would fail,
                -- so move them into a detached table first, then attach it.
                EXECUTE format(''CREATE TABLE %I (LIKE reading INCLUDING DEFAULTS)'', part)\073
                EXECUTE format(
                    ''WITH moved AS (DELETE FROM reading_default WHERE ts >= %L AND ts < %L RETURNING *) ''
                    ''INSERT INTO %I SELECT * FROM moved'', lo, hi, part)\073
                EXECUTE format(''ALTER TABLE reading ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)'',
                    part, lo, hi)\073
            ELSE
                EXECUTE format(''CREATE TABLE %I PARTITION OF reading FOR VALUES FROM (%L) TO (%L)'',
                    part, lo, hi)\073
            END IF\073
            created := created + 1\073
        END IF\073
        month_start := month_start + INTERVAL ''1 month''\073
    END LOOP\073
    RETURN created\073
END
';

-- A year of history (simulator backfills) and three months ahead. Later months come from the periodic job.
SELECT ensure_reading_partitions(date_trunc('month', now()) - INTERVAL '12 months', now() + INTERVAL '3 months');

-- ───────────────────────────────────────────────────────────────────────────────────────────────────────────────
-- 2. Partial unique indexes: "at most one open row" rules.
-- ───────────────────────────────────────────────────────────────────────────────────────────────────────────────
-- A device is linked to at most one senior at a time (history rows have unlinked_at set).
CREATE UNIQUE INDEX "device_assignment_one_open_per_device"
    ON "device_assignment" ("device_id") WHERE "unlinked_at" IS NULL;

-- A senior has at most one active care agent (wellness coach).
CREATE UNIQUE INDEX "care_agent_assignment_one_open_per_senior"
    ON "care_agent_assignment" ("senior_id") WHERE "unassigned_at" IS NULL;

-- The outbox relay only ever reads unprocessed rows in id order, so processed rows never bloat this index.
CREATE INDEX "outbox_unprocessed" ON "outbox" ("id") WHERE "processed_at" IS NULL;

-- ───────────────────────────────────────────────────────────────────────────────────────────────────────────────
-- 3. Normalisation and sequences.
-- ───────────────────────────────────────────────────────────────────────────────────────────────────────────────
-- Emails are stored lowercased so that the plain unique index is case-insensitive in effect. A trigger rather
-- than a CHECK constraint: with the WASM schema engine any CHECK constraint makes `prisma migrate diff` and
-- `migrate dev` crash (RuntimeError: unreachable while introspecting), and a trigger also repairs a code path
-- that forgot to lowercase instead of failing it. (E'' body with \073: see ensure_reading_partitions.)
CREATE OR REPLACE FUNCTION lowercase_email()
RETURNS TRIGGER
LANGUAGE plpgsql
AS E'
BEGIN
    NEW.email := lower(NEW.email)\073
    RETURN NEW\073
END
';

CREATE TRIGGER "staff_user_lowercase_email" BEFORE INSERT OR UPDATE OF "email" ON "staff_user"
    FOR EACH ROW EXECUTE FUNCTION lowercase_email();
CREATE TRIGGER "senior_lowercase_email" BEFORE INSERT OR UPDATE OF "email" ON "senior"
    FOR EACH ROW EXECUTE FUNCTION lowercase_email();

-- Member numbers are six digits starting at 100001 (testers rely on it). Seeds insert explicit member ids and
-- then move the sequence past them with setval.
ALTER SEQUENCE "senior_member_id_seq" START WITH 100001 RESTART WITH 100001;
