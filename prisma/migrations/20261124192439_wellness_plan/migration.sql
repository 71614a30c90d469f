-- Wellness plan (issue 15): goals become a stable row (wellness_goal) with one state per plan version
-- (wellness_goal_version); notes and resources remember the version they belong to. The tables held no data.

-- DropIndex
DROP INDEX "wellness_goal_plan_id_status_idx";

-- AlterTable
ALTER TABLE "wellness_plan" DROP COLUMN "last_version",
ALTER COLUMN "started_at" SET DATA TYPE DATE;

-- AlterTable
ALTER TABLE "wellness_plan_version" ADD COLUMN     "care_agent_id" UUID;

-- AlterTable
ALTER TABLE "wellness_goal" DROP COLUMN "action",
DROP COLUMN "goal",
DROP COLUMN "goal_action_id",
DROP COLUMN "progress",
DROP COLUMN "start_date",
DROP COLUMN "status",
DROP COLUMN "target_date",
DROP COLUMN "updated_at",
DROP COLUMN "version",
ADD COLUMN     "seq" INTEGER NOT NULL;

-- AlterTable
ALTER TABLE "wellness_goal_note" ADD COLUMN     "plan_version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "wellness_resource" ADD COLUMN     "added_in_version" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "content_type" TEXT,
ADD COLUMN     "deleted_in_version" INTEGER,
ADD COLUMN     "url" TEXT,
ALTER COLUMN "s3_key" DROP NOT NULL;

-- CreateTable
CREATE TABLE "wellness_goal_version" (
    "id" UUID NOT NULL,
    "goal_id" UUID NOT NULL,
    "plan_id" UUID NOT NULL,
    "plan_version" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "goal" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "status" "goal_status" NOT NULL DEFAULT 'in_progress',
    "progress" INTEGER NOT NULL DEFAULT 10,
    "start_date" DATE,
    "target_date" DATE,
    "notes" TEXT,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wellness_goal_version_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "wellness_goal_version_plan_id_plan_version_seq_idx" ON "wellness_goal_version"("plan_id", "plan_version", "seq");

-- CreateIndex
CREATE UNIQUE INDEX "wellness_goal_version_goal_id_plan_version_key" ON "wellness_goal_version"("goal_id", "plan_version");

-- CreateIndex
CREATE UNIQUE INDEX "wellness_goal_plan_id_seq_key" ON "wellness_goal"("plan_id", "seq");

-- AddForeignKey
ALTER TABLE "wellness_goal_version" ADD CONSTRAINT "wellness_goal_version_goal_id_fkey" FOREIGN KEY ("goal_id") REFERENCES "wellness_goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wellness_goal_version" ADD CONSTRAINT "wellness_goal_version_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "wellness_plan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

