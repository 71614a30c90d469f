-- The outbox also records when a job completed, so that a job Redis lost after it was handed over (processed_at set)
-- is found and queued again (packages/infra/src/outbox.ts recoverLostOutboxJobs; docs/scaling.md).
ALTER TABLE "outbox" ADD COLUMN "completed_at" TIMESTAMPTZ(3);

-- Rows handed over before this column existed are history: treat them as done.
UPDATE "outbox" SET "completed_at" = "processed_at" WHERE "processed_at" IS NOT NULL;

-- The recovery reads only rows handed over and not known done, by hand-over time; completed rows leave the index.
CREATE INDEX "outbox_unfinished" ON "outbox" ("processed_at") WHERE "processed_at" IS NOT NULL AND "completed_at" IS NULL;
