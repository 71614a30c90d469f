-- Reports (issue 19): the shift filter of a report, and a schedule's time of day and recipients.

-- AlterTable
ALTER TABLE "report" ADD COLUMN     "shift" "shift";

-- AlterTable
ALTER TABLE "report_schedule" ADD COLUMN     "recipients" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "time_of_day" TEXT NOT NULL DEFAULT '06:00';
