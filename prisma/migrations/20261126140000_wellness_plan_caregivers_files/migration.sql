-- Wellness plans of caregivers (issue 15; spec 2 §3 "Caregiver ids are prefixed 'caregiver-' and senior ids
-- 'senior-' in the plan"): a plan belongs to a senior or to a caregiver of a senior's care circle.

-- AlterTable
ALTER TABLE "wellness_plan" ALTER COLUMN "senior_id" DROP NOT NULL,
ADD COLUMN     "caregiver_id" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "wellness_plan_caregiver_id_key" ON "wellness_plan"("caregiver_id");

-- AddForeignKey
ALTER TABLE "wellness_plan" ADD CONSTRAINT "wellness_plan_caregiver_id_fkey" FOREIGN KEY ("caregiver_id") REFERENCES "caregiver"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Exactly one owner per plan. A trigger rather than a CHECK constraint (CHECKs break `prisma migrate dev` here,
-- see the common brief); the API only ever writes one of the two.
CREATE OR REPLACE FUNCTION wellness_plan_one_owner()
RETURNS TRIGGER AS $$
BEGIN
  IF (NEW.senior_id IS NULL) = (NEW.caregiver_id IS NULL) THEN
    RAISE EXCEPTION 'wellness_plan % must belong to exactly one of a senior or a caregiver', NEW.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "wellness_plan_one_owner" BEFORE INSERT OR UPDATE OF "senior_id", "caregiver_id" ON "wellness_plan"
  FOR EACH ROW EXECUTE FUNCTION wellness_plan_one_owner();

-- Replacing the file of a resource (issue 15): every file a resource has had, by resource_version.
-- CreateTable
CREATE TABLE "wellness_resource_file" (
    "id" UUID NOT NULL,
    "resource_id" UUID NOT NULL,
    "resource_version" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "s3_key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "added_in_version" INTEGER NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wellness_resource_file_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "wellness_resource_file_resource_id_resource_version_key" ON "wellness_resource_file"("resource_id", "resource_version");

-- AddForeignKey
ALTER TABLE "wellness_resource_file" ADD CONSTRAINT "wellness_resource_file_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "wellness_resource"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The files uploaded so far are their resources' version 1.
INSERT INTO "wellness_resource_file"
  ("id", "resource_id", "resource_version", "name", "format", "s3_key", "content_type", "added_in_version",
   "created_by_id", "created_at")
SELECT gen_random_uuid(), "id", "resource_version", "name", "format", "s3_key",
       COALESCE("content_type", 'application/octet-stream'), "added_in_version", "created_by_id", "created_at"
  FROM "wellness_resource"
 WHERE "s3_key" IS NOT NULL;
