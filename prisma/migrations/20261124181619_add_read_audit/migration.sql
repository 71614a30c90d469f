-- Reads of health data are audited (issue 20 item 7): audit_log rows of kind 'read' name the senior read.
-- CreateEnum
CREATE TYPE "AuditKind" AS ENUM ('write', 'read');

-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "kind" "AuditKind" NOT NULL DEFAULT 'write',
ADD COLUMN     "senior_id" UUID;

-- CreateIndex
CREATE INDEX "audit_log_senior_id_created_at_idx" ON "audit_log"("senior_id", "created_at");
