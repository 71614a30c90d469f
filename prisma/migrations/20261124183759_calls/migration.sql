-- calls (issue 13): a scheduled call's callee may be the senior or one of their caregivers, its slot end is stored,
-- and the database itself refuses overlapping live calls of one care agent or one callee.

-- CreateEnum
CREATE TYPE "callee_type" AS ENUM ('senior', 'caregiver');

-- AlterTable: added nullable, filled from the existing rows (every earlier call was to the senior), then required.
ALTER TABLE "call_schedule" ADD COLUMN     "callee_id" UUID,
ADD COLUMN     "callee_type" "callee_type" NOT NULL DEFAULT 'senior',
ADD COLUMN     "caregiver_id" UUID,
ADD COLUMN     "end_time" TIMESTAMPTZ(3),
ADD COLUMN     "reason" "call_reason";

UPDATE "call_schedule"
SET "callee_id" = "senior_id",
    "end_time" = "start_time" + make_interval(mins => "duration_minutes");

ALTER TABLE "call_schedule" ALTER COLUMN "callee_id" SET NOT NULL,
ALTER COLUMN "end_time" SET NOT NULL;

-- CreateIndex
CREATE INDEX "call_schedule_callee_id_start_time_idx" ON "call_schedule"("callee_id", "start_time");

-- AddForeignKey
ALTER TABLE "call_schedule" ADD CONSTRAINT "call_schedule_caregiver_id_fkey" FOREIGN KEY ("caregiver_id") REFERENCES "caregiver"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- No two live calls (status neither cancelled nor deleted) of one care agent, or of one callee, overlap. Slots are
-- half-open [start, end), so a call may begin the minute the previous one ends.
-- Enforced here rather than only by a check-then-insert in the service: two bookings of one slot racing in separate
-- transactions would both pass the service's check. The trigger first takes a transaction-scoped advisory lock per
-- care agent and per callee (always agent first, so two bookings cannot wait on each other in a cycle), then looks
-- for an overlap. Under READ COMMITTED each query of the function sees what committed before it started, so the
-- second booking, once it holds the lock, sees the first and fails with SQLSTATE 23P01 and the constraint name
-- call_schedule_agent_no_overlap or call_schedule_callee_no_overlap, which the service answers as 2032.3002 or
-- 2032.3003.
-- A trigger and not an EXCLUDE USING gist constraint: the WASM schema engine of `prisma migrate dev` crashes while
-- introspecting a database with an exclusion constraint (RuntimeError: unreachable, verified), as it does with
-- CHECK constraints. NO SEMICOLONS IN COMMENTS OR THE BODY: see the note above ensure_reading_partitions.
CREATE OR REPLACE FUNCTION call_schedule_no_overlap()
RETURNS TRIGGER
LANGUAGE plpgsql
AS E'
BEGIN
    IF NEW.status IN (''cancelled'', ''deleted'') THEN
        RETURN NEW\073
    END IF\073
    PERFORM pg_advisory_xact_lock(13001, hashtext(NEW.care_agent_id::text))\073
    PERFORM pg_advisory_xact_lock(13002, hashtext(NEW.callee_id::text))\073
    IF EXISTS (SELECT 1 FROM call_schedule c
               WHERE c.care_agent_id = NEW.care_agent_id AND c.id <> NEW.id
                 AND c.status NOT IN (''cancelled'', ''deleted'')
                 AND c.start_time < NEW.end_time AND NEW.start_time < c.end_time) THEN
        RAISE EXCEPTION ''care agent already has a call in this slot''
            USING ERRCODE = ''exclusion_violation'', CONSTRAINT = ''call_schedule_agent_no_overlap''\073
    END IF\073
    IF EXISTS (SELECT 1 FROM call_schedule c
               WHERE c.callee_id = NEW.callee_id AND c.id <> NEW.id
                 AND c.status NOT IN (''cancelled'', ''deleted'')
                 AND c.start_time < NEW.end_time AND NEW.start_time < c.end_time) THEN
        RAISE EXCEPTION ''callee already has a call in this slot''
            USING ERRCODE = ''exclusion_violation'', CONSTRAINT = ''call_schedule_callee_no_overlap''\073
    END IF\073
    RETURN NEW\073
END
';

CREATE TRIGGER "call_schedule_no_overlap" BEFORE INSERT OR UPDATE ON "call_schedule"
    FOR EACH ROW EXECUTE FUNCTION call_schedule_no_overlap();
