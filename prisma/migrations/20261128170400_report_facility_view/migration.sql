-- Issue 25 item 1: a run remembers whether it was built in a facility agent's view (approved insights only, no alarm
-- closing notes), so a facility agent is never handed a run built by someone who reads more of their facility.
ALTER TABLE "report" ADD COLUMN "facility_view" BOOLEAN NOT NULL DEFAULT false;
