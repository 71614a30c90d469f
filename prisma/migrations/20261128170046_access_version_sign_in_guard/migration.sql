-- Issue 25 items 3 and 4: an access token is tied to the account's access version (bumped here, by a trigger, so
-- that no path that changes what a token says can forget it), and the sign-in failure counters moved to Redis
-- (per account and source address; apps/api/src/modules/cognito/lockout.ts).
ALTER TABLE "staff_user" ADD COLUMN "access_version" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "staff_user" DROP COLUMN "failed_login_count";

CREATE FUNCTION staff_user_bump_access_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.email IS DISTINCT FROM OLD.email
     OR NEW.primary_role IS DISTINCT FROM OLD.primary_role
     OR NEW.secondary_roles IS DISTINCT FROM OLD.secondary_roles
     OR NEW.facility_id IS DISTINCT FROM OLD.facility_id
     OR NEW.is_active IS DISTINCT FROM OLD.is_active
     OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.access_version := OLD.access_version + 1;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER staff_user_access_version
  BEFORE UPDATE ON "staff_user"
  FOR EACH ROW EXECUTE FUNCTION staff_user_bump_access_version();
