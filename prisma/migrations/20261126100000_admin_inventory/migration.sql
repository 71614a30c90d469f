-- admin_inventory (issue 17 item 7): the admin device inventory (register, retire), the medicine catalogue's
-- edits (rename, retire) and the caregiver mobile app's release notes.

-- Device: who registered it from the inventory, and its retirement.
ALTER TABLE "device" ADD COLUMN "registered_by_id" UUID,
ADD COLUMN "retired_at" TIMESTAMPTZ(3),
ADD COLUMN "retired_by_id" UUID,
ADD COLUMN "retired_reason" TEXT;

-- Medicine: edits and retirement. A name is unique without case ("Aspirin" and "aspirin" are one medicine).
ALTER TABLE "medicine" ADD COLUMN "retired_at" TIMESTAMPTZ(3),
ADD COLUMN "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN "updated_by_id" UUID;

CREATE UNIQUE INDEX "medicine_name_lower_key" ON "medicine"(lower("name"));

-- Caregiver mobile app release notes.
CREATE TYPE "app_platform" AS ENUM ('ios', 'android');

CREATE TABLE "mobile_app_release" (
    "id" UUID NOT NULL,
    "platform" "app_platform" NOT NULL,
    "version" TEXT NOT NULL,
    "release_date" DATE NOT NULL,
    "notes" TEXT NOT NULL,
    "mandatory" BOOLEAN NOT NULL DEFAULT false,
    "published_at" TIMESTAMPTZ(3),
    "published_by_id" UUID,
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mobile_app_release_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "mobile_app_release_platform_version_key" ON "mobile_app_release"("platform", "version");

CREATE INDEX "mobile_app_release_release_date_idx" ON "mobile_app_release"("release_date");
