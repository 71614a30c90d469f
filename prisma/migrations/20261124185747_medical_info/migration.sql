-- medical_info (issue 12 item 5): numbered versions of medical-condition history, and a medication's pharmacy as
-- one of the senior's pharmacies (its name and phone stay on the medication when that pharmacy is removed).

-- AlterTable: existing history rows are numbered in the order they were written, then the column is required.
ALTER TABLE "medical_condition_history" ADD COLUMN     "version" INTEGER;
UPDATE "medical_condition_history" h SET "version" = n.v
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "medical_condition_id" ORDER BY "changed_at", "id") AS v
  FROM "medical_condition_history"
) n
WHERE n."id" = h."id";
ALTER TABLE "medical_condition_history" ALTER COLUMN "version" SET NOT NULL;

-- AlterTable
ALTER TABLE "medication" ADD COLUMN     "pharmacy_id" UUID,
ADD COLUMN     "updated_by_id" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "medical_condition_history_medical_condition_id_version_key" ON "medical_condition_history"("medical_condition_id", "version");

-- AddForeignKey
ALTER TABLE "medication" ADD CONSTRAINT "medication_pharmacy_id_fkey" FOREIGN KEY ("pharmacy_id") REFERENCES "provider"("id") ON DELETE SET NULL ON UPDATE CASCADE;
