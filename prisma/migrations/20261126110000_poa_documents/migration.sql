-- Power-of-attorney documents awaiting review (admin page poa-review, issue 17 item 7).
CREATE TYPE "poa_status" AS ENUM ('pending', 'approved', 'rejected');

CREATE TABLE "poa_document" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "caregiver_id" UUID NOT NULL,
    "s3_key" TEXT NOT NULL,
    "file_name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "status" "poa_status" NOT NULL DEFAULT 'pending',
    "uploaded_by_id" UUID,
    "reviewed_by_id" UUID,
    "reviewed_at" TIMESTAMPTZ(3),
    "reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "poa_document_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "poa_document_s3_key_key" ON "poa_document"("s3_key");
CREATE INDEX "poa_document_status_created_at_idx" ON "poa_document"("status", "created_at");
CREATE INDEX "poa_document_senior_id_idx" ON "poa_document"("senior_id");
CREATE INDEX "poa_document_caregiver_id_idx" ON "poa_document"("caregiver_id");

ALTER TABLE "poa_document" ADD CONSTRAINT "poa_document_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "poa_document" ADD CONSTRAINT "poa_document_caregiver_id_fkey" FOREIGN KEY ("caregiver_id") REFERENCES "caregiver"("id") ON DELETE CASCADE ON UPDATE CASCADE;
