-- Issue 27 item 2: an SOS or fall received more than LATE_READING_WINDOW_S after it happened (a watch out of
-- coverage) is announced and escalated like any other, marked late with how late: late_by_s = received_at −
-- occurred_at in whole seconds, NULL when it arrived in time. Ingest writes it, since the window it was judged by is
-- configuration that may change later. Alarms stored before, late by the default window (900 s), get it too.
ALTER TABLE "alarm" ADD COLUMN "late_by_s" INTEGER;
UPDATE "alarm" SET "late_by_s" = floor(extract(epoch FROM "received_at" - "occurred_at"))::integer
WHERE "received_at" - "occurred_at" > interval '900 seconds';
