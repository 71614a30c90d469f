-- Issue 27 item 4: when nobody takes an SOS / fall in time (ALARM_CHAIN_AFTER_S) or nobody responsible is connected,
-- the alarm leaves the portal along a chain of steps (e-mail to the on-duty care agents, to the facility's contacts,
-- a signed webhook). Each delivery and its result is one row, updated by every try of its step.
CREATE TYPE "alarm_notification_channel" AS ENUM ('email', 'webhook');
CREATE TYPE "alarm_notification_status" AS ENUM ('sent', 'failed', 'skipped');

CREATE TABLE "alarm_notification" (
    "id" UUID NOT NULL,
    "alarm_id" UUID NOT NULL,
    "step" TEXT NOT NULL,
    "step_index" INTEGER NOT NULL,
    "channel" "alarm_notification_channel" NOT NULL,
    "target" TEXT NOT NULL,
    "status" "alarm_notification_status" NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "alarm_notification_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "alarm_notification_alarm_id_step_target_key" ON "alarm_notification"("alarm_id", "step", "target");

ALTER TABLE "alarm_notification" ADD CONSTRAINT "alarm_notification_alarm_id_fkey" FOREIGN KEY ("alarm_id") REFERENCES "alarm"("id") ON DELETE CASCADE ON UPDATE CASCADE;
