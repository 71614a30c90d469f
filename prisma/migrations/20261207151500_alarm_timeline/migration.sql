-- Issue 27 item 5: one alarm timeline. The steps that happen once are columns of "alarm" (device time, received,
-- taken and closed were already there), each escalation round announced is a row of the append-only "alarm_step",
-- the calls are the alarm's call logs. Closing records how the alarm ended ("outcome").
CREATE TYPE "alarm_outcome" AS ENUM ('real_emergency', 'fall_with_injury', 'fall_without_injury',
  'cancelled_by_wearer', 'accidental_press', 'device_fault', 'other');
CREATE TYPE "alarm_step_kind" AS ENUM ('escalated');

ALTER TABLE "alarm"
  ADD COLUMN "outcome" "alarm_outcome",
  ADD COLUMN "first_published_at" TIMESTAMPTZ(3),
  ADD COLUMN "first_delivered_at" TIMESTAMPTZ(3),
  ADD COLUMN "first_delivered_to_id" UUID,
  ADD COLUMN "first_call_started_at" TIMESTAMPTZ(3);

ALTER TABLE "alarm" ADD CONSTRAINT "alarm_first_delivered_to_id_fkey" FOREIGN KEY ("first_delivered_to_id")
  REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "alarm_step" (
  "id" BIGSERIAL NOT NULL,
  "alarm_id" UUID NOT NULL,
  "kind" "alarm_step_kind" NOT NULL,
  "at" TIMESTAMPTZ(3) NOT NULL,
  "actor_id" UUID,
  "detail" JSONB NOT NULL DEFAULT '{}',
  CONSTRAINT "alarm_step_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "alarm_step_alarm_id_at_idx" ON "alarm_step"("alarm_id", "at");
ALTER TABLE "alarm_step" ADD CONSTRAINT "alarm_step_alarm_id_fkey" FOREIGN KEY ("alarm_id")
  REFERENCES "alarm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "alarm_step" ADD CONSTRAINT "alarm_step_actor_id_fkey" FOREIGN KEY ("actor_id")
  REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- What older alarms can tell: the first call from their call logs, and the first announcement where the last one
-- still is it (pending at level 0). Nothing recorded their deliveries, escalation times or outcomes.
UPDATE "alarm" a SET "first_call_started_at" = c.first
FROM (SELECT "alarm_id", min("start_time") AS first FROM "call_log" WHERE "alarm_id" IS NOT NULL GROUP BY "alarm_id") c
WHERE c."alarm_id" = a."id";
UPDATE "alarm" SET "first_published_at" = "last_published_at"
WHERE "status" = 'pending' AND "escalation_level" = 0 AND "last_published_at" IS NOT NULL;
