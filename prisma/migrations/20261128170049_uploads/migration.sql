-- Uploads are owned (issue 25 item 6): every object staff put in the store under a key the API made, who uploaded
-- it, and which senior's record adopted it. Objects stored before this table are not in it: no route can adopt
-- them (adoption needs the uploader's own row), and the quota does not count them.

-- CreateEnum
CREATE TYPE "upload_kind" AS ENUM ('image', 'direct_image', 'wellness_file');

-- CreateTable
CREATE TABLE "upload" (
    "key" TEXT NOT NULL,
    "uploader_id" UUID NOT NULL,
    "kind" "upload_kind" NOT NULL,
    "size" INTEGER NOT NULL,
    "senior_id" UUID,
    "adopted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "upload_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "upload_senior_id_idx" ON "upload"("senior_id");

-- CreateIndex
CREATE INDEX "upload_created_at_idx" ON "upload"("created_at");
