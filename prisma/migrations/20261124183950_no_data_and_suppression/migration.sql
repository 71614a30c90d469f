-- no_data_and_suppression (issue 16 items 6 and 7): per-senior no-data silences, the no-data task's monitor and
-- alert rows, and suppression windows. docs/care-insights.md "No-data alerts" and "Suppression windows".

-- CreateEnum
CREATE TYPE "no_data_device" AS ENUM ('watch', 'scale', 'sleep');

-- CreateEnum
CREATE TYPE "suppression_reason" AS ENUM ('away', 'hospital_stay', 'other');

-- CreateTable
CREATE TABLE "no_data_setting" (
    "senior_id" UUID NOT NULL,
    "device" "no_data_device" NOT NULL,
    "silence" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "updated_by_id" UUID,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "no_data_setting_pkey" PRIMARY KEY ("senior_id","device")
);

-- CreateTable
CREATE TABLE "no_data_monitor" (
    "device_id" UUID NOT NULL,
    "since" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "no_data_monitor_pkey" PRIMARY KEY ("device_id")
);

-- CreateTable
CREATE TABLE "no_data_alert" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "device_id" UUID NOT NULL,
    "device" "no_data_device" NOT NULL,
    "silence_start" TIMESTAMPTZ(3) NOT NULL,
    "raised_at" TIMESTAMPTZ(3) NOT NULL,
    "insight_id" UUID,
    "cleared_at" TIMESTAMPTZ(3),

    CONSTRAINT "no_data_alert_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "suppression_window" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "reason" "suppression_reason" NOT NULL,
    "note" VARCHAR(500),
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "suppression_window_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "no_data_alert_insight_id_key" ON "no_data_alert"("insight_id");

-- CreateIndex
CREATE INDEX "no_data_alert_senior_id_raised_at_idx" ON "no_data_alert"("senior_id", "raised_at");

-- CreateIndex
CREATE UNIQUE INDEX "no_data_alert_device_id_silence_start_key" ON "no_data_alert"("device_id", "silence_start");

-- CreateIndex
CREATE INDEX "suppression_window_senior_id_ends_at_idx" ON "suppression_window"("senior_id", "ends_at");

-- AddForeignKey
ALTER TABLE "no_data_setting" ADD CONSTRAINT "no_data_setting_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "no_data_monitor" ADD CONSTRAINT "no_data_monitor_device_id_fkey" FOREIGN KEY ("device_id") REFERENCES "device"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "no_data_alert" ADD CONSTRAINT "no_data_alert_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "no_data_alert" ADD CONSTRAINT "no_data_alert_device_id_fkey" FOREIGN KEY ("device_id") REFERENCES "device"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "no_data_alert" ADD CONSTRAINT "no_data_alert_insight_id_fkey" FOREIGN KEY ("insight_id") REFERENCES "care_insight"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "suppression_window" ADD CONSTRAINT "suppression_window_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One open no-data alert per device (the unique key above makes one per silence); Prisma cannot express a partial
-- index, so it lives here only.
CREATE UNIQUE INDEX "no_data_alert_one_open_per_device" ON "no_data_alert"("device_id") WHERE "cleared_at" IS NULL;
