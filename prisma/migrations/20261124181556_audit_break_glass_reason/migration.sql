-- Break-glass writes (issue 20 item 8): the reason a care agent gave for writing outside their care relationship.
-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "break_glass_reason" TEXT;
