-- CreateEnum
CREATE TYPE "role" AS ENUM ('Admin', 'CareAgent', 'WarehouseEmployee', 'BDM', 'FACILITY_AGENT', 'Admin_WellnessServices', 'Caregiver');

-- CreateEnum
CREATE TYPE "shift" AS ENUM ('day', 'evening', 'overnight');

-- CreateEnum
CREATE TYPE "one_time_code_purpose" AS ENUM ('mfa', 'reset', 'otp');

-- CreateEnum
CREATE TYPE "facility_type" AS ENUM ('assisted_living', 'independent_living', 'memory_care');

-- CreateEnum
CREATE TYPE "zone" AS ENUM ('white', 'blue', 'green', 'gold');

-- CreateEnum
CREATE TYPE "member_type" AS ENUM ('at_home', 'beta_tester', 'alpha_tester', 'internal_tester', 'study', 'community', 'home_care_member', 'na');

-- CreateEnum
CREATE TYPE "radius_unit" AS ENUM ('feet', 'mile');

-- CreateEnum
CREATE TYPE "image_format" AS ENUM ('png', 'jpeg');

-- CreateEnum
CREATE TYPE "caregiver_type" AS ENUM ('primary', 'secondary', 'alternate');

-- CreateEnum
CREATE TYPE "provider_type" AS ENUM ('doctor', 'dentist', 'pharmacy');

-- CreateEnum
CREATE TYPE "change_kind" AS ENUM ('created', 'updated', 'deleted');

-- CreateEnum
CREATE TYPE "submit_status" AS ENUM ('save', 'submit');

-- CreateEnum
CREATE TYPE "device_type" AS ENUM ('watch', 'sleep', 'scale', 'withings_hub', 'techuva_watch');

-- CreateEnum
CREATE TYPE "metric" AS ENUM ('heart_rate', 'steps', 'weight', 'fat_mass', 'muscle_mass', 'bone_mass', 'hydration', 'bmi', 'sleep_score', 'sleep_phase', 'sleep_heart_rate', 'battery', 'respiration');

-- CreateEnum
CREATE TYPE "location_alarm_type" AS ENUM ('enter', 'exit', 'update');

-- CreateEnum
CREATE TYPE "goal_kind" AS ENUM ('steps', 'weight', 'hydration', 'sleep');

-- CreateEnum
CREATE TYPE "vital_state" AS ENUM ('ASSIGNED', 'ACTIVE_INSIGHT', 'UNASSIGNED');

-- CreateEnum
CREATE TYPE "threshold_band" AS ENUM ('upper_action', 'upper_attention', 'normal', 'lower_attention', 'lower_action');

-- CreateEnum
CREATE TYPE "care_insight_type" AS ENUM ('summary', 'alert', 'sos', 'fall', 'call_entry', 'milestone', 'resources', 'facility_summary');

-- CreateEnum
CREATE TYPE "care_insight_kind" AS ENUM ('action', 'attention', 'good_news', 'summary', 'alert', 'facility_summary');

-- CreateEnum
CREATE TYPE "care_insight_status" AS ENUM ('approved', 'new', 'sent', 'abandoned', 'no_action', 'sent_for_approval', 'approved_with_edit', 'denied');

-- CreateEnum
CREATE TYPE "alarm_type" AS ENUM ('sos', 'fall');

-- CreateEnum
CREATE TYPE "alarm_status" AS ENUM ('pending', 'assigned', 'closed');

-- CreateEnum
CREATE TYPE "call_status" AS ENUM ('started', 'not_started', 'in_progress', 'cancelled', 'completed', 'deleted');

-- CreateEnum
CREATE TYPE "call_assignment_status" AS ENUM ('pending', 'assigned', 'completed');

-- CreateEnum
CREATE TYPE "call_direction" AS ENUM ('inbound', 'outbound');

-- CreateEnum
CREATE TYPE "call_reason" AS ENUM ('senior_onboarding', 'caregiver_onboarding', 'senior_check_in', 'caregiver_check_in', 'return_call', 'agency_follow_up', 'fall_detected', 'sos', 'care_coordination', 'care_insight_notification', 'other');

-- CreateEnum
CREATE TYPE "goal_status" AS ENUM ('not_started', 'started', 'in_progress', 'cancelled', 'completed', 'deleted');

-- CreateEnum
CREATE TYPE "assessment_kind" AS ENUM ('adl_brody_assessment', 'adl_katz_assessment', 'caregiver_assessment', 'holistic_assessment', 'wellness_survey', 'medical_condition', 'medication_list', 'ucla_loneliness_assessment', 'fall_hospitalization_assessment', 'home_safety_assessment', 'member_questionnaire_1', 'member_questionnaire_2', 'member_questionnaire_3');

-- CreateEnum
CREATE TYPE "form_status" AS ENUM ('draft', 'published', 'scheduled');

-- CreateEnum
CREATE TYPE "report_status" AS ENUM ('success', 'in_progress', 'failed');

-- CreateEnum
CREATE TYPE "report_frequency" AS ENUM ('daily', 'weekly', 'monthly');

-- CreateTable
CREATE TABLE "staff_user" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "employee_id" TEXT,
    "first_name" TEXT NOT NULL,
    "middle_name" TEXT,
    "last_name" TEXT NOT NULL,
    "phone" TEXT,
    "phone_ext" TEXT,
    "primary_role" "role" NOT NULL,
    "secondary_roles" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "password_hash" TEXT,
    "password_created_at" TIMESTAMPTZ(3),
    "is_first_login" BOOLEAN NOT NULL DEFAULT true,
    "is_mfa_enabled" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "shift" "shift",
    "zipcode" TEXT,
    "city" TEXT,
    "state" TEXT,
    "timezone" TEXT NOT NULL DEFAULT 'America/New_York',
    "facility_id" UUID,
    "sugar_id" TEXT,
    "failed_login_count" INTEGER NOT NULL DEFAULT 0,
    "locked_until" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "staff_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_history" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refresh_token_family" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),
    "revoke_reason" TEXT,
    "user_agent" TEXT,
    "ip" TEXT,

    CONSTRAINT "refresh_token_family_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refresh_token" (
    "id" UUID NOT NULL,
    "family_id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "refresh_token_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "one_time_code" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "email" TEXT,
    "purpose" "one_time_code_purpose" NOT NULL,
    "code_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "consumed_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "one_time_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dev_mailbox_message" (
    "id" UUID NOT NULL,
    "recipient" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dev_mailbox_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "client_configuration" (
    "name" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "client_configuration_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "actor_id" UUID,
    "actor_email" TEXT,
    "actor_roles" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "method" TEXT NOT NULL,
    "route" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity_type" TEXT,
    "entity_id" TEXT,
    "summary" JSONB,
    "status_code" INTEGER NOT NULL,
    "request_id" TEXT,
    "ip" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox" (
    "id" BIGSERIAL NOT NULL,
    "topic" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processed_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,

    CONSTRAINT "outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "announcement" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "audience_roles" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "announcement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "corporation" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "phone_office" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "corporation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "facility" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "corporation_id" UUID NOT NULL,
    "facility_type" "facility_type" NOT NULL,
    "address_street" TEXT,
    "address_city" TEXT,
    "address_state" TEXT,
    "address_postalcode" TEXT,
    "phone_office" TEXT,
    "timezone" TEXT NOT NULL DEFAULT 'America/New_York',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "facility_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "care_agent_assignment" (
    "id" UUID NOT NULL,
    "staff_user_id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "assigned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unassigned_at" TIMESTAMPTZ(3),
    "assigned_by_id" UUID,

    CONSTRAINT "care_agent_assignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "senior" (
    "id" UUID NOT NULL,
    "member_id" SERIAL NOT NULL,
    "account_id" UUID NOT NULL,
    "first_name" TEXT NOT NULL,
    "middle_name" TEXT,
    "last_name" TEXT NOT NULL,
    "dob" DATE,
    "gender" TEXT,
    "email" TEXT,
    "mobile_number" TEXT,
    "timezone" TEXT NOT NULL DEFAULT 'America/New_York',
    "zone" "zone" NOT NULL DEFAULT 'white',
    "member_type" "member_type" NOT NULL DEFAULT 'at_home',
    "facility_id" UUID,
    "is_resident" BOOLEAN NOT NULL DEFAULT false,
    "move_in_date" DATE,
    "home_radius_value" DOUBLE PRECISION,
    "home_radius_unit" "radius_unit",
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "disabled_reason" TEXT,
    "disabled_by_id" UUID,
    "disabled_at" TIMESTAMPTZ(3),
    "profile_image_id" UUID,
    "address_street" TEXT,
    "address_apartment" TEXT,
    "address_city" TEXT,
    "address_state" TEXT,
    "address_zipcode" TEXT,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "senior_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "senior_basic_info" (
    "senior_id" UUID NOT NULL,
    "height_feet" INTEGER,
    "height_inch" INTEGER,
    "weight" DOUBLE PRECISION,
    "academic_level" TEXT,
    "career" TEXT,
    "primary_spoken_language" TEXT,
    "other_spoken_language" TEXT,
    "preferred_name" TEXT,
    "home_phone" TEXT,
    "emergency_phone" TEXT,
    "email" TEXT,
    "faith" TEXT,
    "other_faith" TEXT,
    "home_technology" TEXT,
    "race" TEXT,
    "other_race" TEXT,
    "pets" TEXT,
    "medical_equipment" TEXT,
    "other_medical_equipment" TEXT,
    "social_media_links" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "life_event" TEXT,
    "home_entry" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "senior_basic_info_pkey" PRIMARY KEY ("senior_id")
);

-- CreateTable
CREATE TABLE "senior_persona" (
    "senior_id" UUID NOT NULL,
    "goals" JSONB,
    "personality" JSONB,
    "stress_point" JSONB,
    "needs" JSONB,
    "motivation" JSONB,
    "fears" JSONB,
    "barriers" JSONB,
    "skills" JSONB,
    "hobbies" JSONB,
    "favorite_activities" JSONB,
    "devices" JSONB,
    "favorite_food" JSONB,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "senior_persona_pkey" PRIMARY KEY ("senior_id")
);

-- CreateTable
CREATE TABLE "senior_image" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "format" "image_format" NOT NULL,
    "s3_key" TEXT NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "senior_image_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "caregiver" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "email" TEXT,
    "mobile_number" TEXT,
    "caregiver_type" "caregiver_type" NOT NULL,
    "relationship" TEXT,
    "emergency_contact" BOOLEAN NOT NULL DEFAULT false,
    "staff_user_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "caregiver_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provider" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "type" "provider_type" NOT NULL,
    "name" TEXT NOT NULL,
    "provider_name" TEXT,
    "speciality" TEXT,
    "contact_phone" TEXT,
    "is_primary" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "provider_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "medical_condition" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "condition" TEXT NOT NULL,
    "severity_level" TEXT,
    "date_of_onset" DATE,
    "notes" VARCHAR(500),
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "medical_condition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "medical_condition_history" (
    "id" UUID NOT NULL,
    "medical_condition_id" UUID NOT NULL,
    "change" "change_kind" NOT NULL,
    "condition" TEXT NOT NULL,
    "severity_level" TEXT,
    "date_of_onset" DATE,
    "notes" VARCHAR(500),
    "changed_by_id" UUID,
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "medical_condition_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "medication" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "medicine" TEXT NOT NULL,
    "dose_form" TEXT,
    "dose_every" INTEGER,
    "dose_period" TEXT,
    "when" TEXT,
    "date_prescribed" DATE,
    "date_discontinued" DATE,
    "pharmacy_name" TEXT,
    "pharmacy_phone" TEXT,
    "notes" VARCHAR(500),
    "status" "submit_status" NOT NULL DEFAULT 'save',
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "medication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device" (
    "id" UUID NOT NULL,
    "type" "device_type" NOT NULL,
    "vendor" TEXT,
    "unique_identifier" TEXT NOT NULL,
    "model" TEXT,
    "secret" TEXT NOT NULL,
    "sensitivity" TEXT,
    "online" BOOLEAN NOT NULL DEFAULT false,
    "watch_phone_number" TEXT,
    "last_ingestion_at" TIMESTAMPTZ(3),
    "last_session_at" TIMESTAMPTZ(3),
    "battery" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "device_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_assignment" (
    "id" UUID NOT NULL,
    "device_id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "assigned_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unlinked_at" TIMESTAMPTZ(3),
    "install_date" DATE,
    "assigned_by_id" UUID,
    "unlinked_by_id" UUID,

    CONSTRAINT "device_assignment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reading" (
    "senior_id" UUID NOT NULL,
    "metric" "metric" NOT NULL,
    "ts" TIMESTAMPTZ(3) NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "device_id" UUID,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reading_pkey" PRIMARY KEY ("senior_id","metric","ts")
);

-- CreateTable
CREATE TABLE "reading_hourly" (
    "senior_id" UUID NOT NULL,
    "metric" "metric" NOT NULL,
    "bucket_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,
    "sum" DOUBLE PRECISION NOT NULL,
    "min" DOUBLE PRECISION NOT NULL,
    "max" DOUBLE PRECISION NOT NULL,
    "last" DOUBLE PRECISION NOT NULL,
    "last_ts" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reading_hourly_pkey" PRIMARY KEY ("senior_id","metric","bucket_start")
);

-- CreateTable
CREATE TABLE "reading_daily" (
    "senior_id" UUID NOT NULL,
    "metric" "metric" NOT NULL,
    "bucket_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL,
    "sum" DOUBLE PRECISION NOT NULL,
    "min" DOUBLE PRECISION NOT NULL,
    "max" DOUBLE PRECISION NOT NULL,
    "last" DOUBLE PRECISION NOT NULL,
    "last_ts" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reading_daily_pkey" PRIMARY KEY ("senior_id","metric","bucket_start")
);

-- CreateTable
CREATE TABLE "sleep_session" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "device_id" UUID,
    "start" TIMESTAMPTZ(3) NOT NULL,
    "end" TIMESTAMPTZ(3) NOT NULL,
    "timezone" TEXT NOT NULL,
    "score" INTEGER,
    "total_sleep_seconds" INTEGER,
    "time_in_bed_seconds" INTEGER,
    "latency_seconds" INTEGER,
    "interruptions" INTEGER,
    "time_to_get_up_seconds" INTEGER,
    "avg_heart_rate" DOUBLE PRECISION,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sleep_session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "location_event" (
    "id" BIGSERIAL NOT NULL,
    "senior_id" UUID NOT NULL,
    "device_id" UUID,
    "ts" TIMESTAMPTZ(3) NOT NULL,
    "lat" DOUBLE PRECISION NOT NULL,
    "lng" DOUBLE PRECISION NOT NULL,
    "alarm_type" "location_alarm_type" NOT NULL,
    "source" TEXT,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "location_event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "senior_goal" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "kind" "goal_kind" NOT NULL,
    "target_score" DECIMAL(10,2) NOT NULL,
    "start_value" DECIMAL(10,2),
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "senior_goal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vital_threshold" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "measurement_name" TEXT NOT NULL,
    "measurement_unit" TEXT,
    "measurement_title" TEXT,
    "state" "vital_state" NOT NULL DEFAULT 'UNASSIGNED',
    "is_disabled" BOOLEAN NOT NULL DEFAULT false,
    "vendor_name" TEXT,
    "model_number" TEXT,
    "baseline_high" DECIMAL(12,4),
    "baseline_low" DECIMAL(12,4),
    "baseline_avg" DECIMAL(12,4),
    "actual_high" DECIMAL(12,4),
    "actual_low" DECIMAL(12,4),
    "actual_avg" DECIMAL(12,4),
    "window_start" TIMESTAMPTZ(3),
    "window_end" TIMESTAMPTZ(3),
    "upper_action_pct" DECIMAL(7,2),
    "upper_attention_pct" DECIMAL(7,2),
    "lower_attention_pct" DECIMAL(7,2),
    "lower_action_pct" DECIMAL(7,2),
    "definition" JSONB,
    "last_breach_band" "threshold_band",
    "last_breach_at" TIMESTAMPTZ(3),
    "range_score" JSONB,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vital_threshold_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "care_insight" (
    "id" UUID NOT NULL,
    "senior_id" UUID,
    "facility_id" UUID,
    "type" "care_insight_type" NOT NULL,
    "kind" "care_insight_kind" NOT NULL,
    "status" "care_insight_status" NOT NULL DEFAULT 'new',
    "vital_type" TEXT,
    "message" VARCHAR(2000) NOT NULL,
    "original_message" VARCHAR(2000),
    "range" TEXT,
    "range_good_lower" DECIMAL(12,4),
    "range_good_upper" DECIMAL(12,4),
    "value" DECIMAL(12,4),
    "detail" JSONB,
    "dedupe_key" TEXT,
    "alarm_id" UUID,
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "care_insight_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "care_insight_status_history" (
    "id" UUID NOT NULL,
    "insight_id" UUID NOT NULL,
    "from_status" "care_insight_status",
    "to_status" "care_insight_status" NOT NULL,
    "message" VARCHAR(2000),
    "changed_by_id" UUID,
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "care_insight_status_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "care_insight_read" (
    "insight_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "read_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "care_insight_read_pkey" PRIMARY KEY ("insight_id","user_id")
);

-- CreateTable
CREATE TABLE "milestone" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "measurement_type" TEXT NOT NULL,
    "milestone" TEXT NOT NULL,
    "ordinal" INTEGER NOT NULL,
    "status" TEXT,
    "last_submitted" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "modified_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "milestone_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "alarm" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "device_id" UUID,
    "type" "alarm_type" NOT NULL,
    "status" "alarm_status" NOT NULL DEFAULT 'pending',
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "assigned_to_id" UUID,
    "assigned_at" TIMESTAMPTZ(3),
    "closed_by_id" UUID,
    "closed_at" TIMESTAMPTZ(3),
    "close_notes" TEXT,
    "escalation_level" INTEGER NOT NULL DEFAULT 0,
    "last_published_at" TIMESTAMPTZ(3),
    "time_to_assign_ms" INTEGER,
    "dedupe_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "alarm_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "call_schedule" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "care_agent_id" UUID NOT NULL,
    "start_time" TIMESTAMPTZ(3) NOT NULL,
    "duration_minutes" INTEGER NOT NULL,
    "status" "call_status" NOT NULL DEFAULT 'not_started',
    "assignment_status" "call_assignment_status" NOT NULL DEFAULT 'pending',
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "call_schedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "call_log" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "care_agent_id" UUID NOT NULL,
    "call_id" UUID,
    "alarm_id" UUID,
    "start_time" TIMESTAMPTZ(3) NOT NULL,
    "call_time" TIMESTAMPTZ(3) NOT NULL,
    "duration_seconds" INTEGER,
    "direction" "call_direction",
    "reason" "call_reason",
    "call_type" TEXT,
    "call_status" TEXT,
    "callee_type" TEXT,
    "priority" TEXT,
    "notes" TEXT,
    "action_items" JSONB NOT NULL DEFAULT '[]',
    "disposition" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "call_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wellness_plan" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "current_version" INTEGER NOT NULL DEFAULT 0,
    "last_version" INTEGER NOT NULL DEFAULT 0,
    "started_at" TIMESTAMPTZ(3),
    "care_agent_id" UUID,
    "last_updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "wellness_plan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wellness_plan_version" (
    "id" UUID NOT NULL,
    "plan_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "situation" TEXT,
    "background" TEXT,
    "assessment" TEXT,
    "recommendations" TEXT,
    "member_priorities" JSONB NOT NULL DEFAULT '[]',
    "challenges" JSONB NOT NULL DEFAULT '[]',
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wellness_plan_version_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wellness_goal" (
    "id" UUID NOT NULL,
    "plan_id" UUID NOT NULL,
    "goal_action_id" TEXT,
    "goal" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "status" "goal_status" NOT NULL DEFAULT 'not_started',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "start_date" DATE,
    "target_date" DATE,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "wellness_goal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wellness_goal_note" (
    "id" UUID NOT NULL,
    "goal_id" UUID NOT NULL,
    "notes" TEXT NOT NULL,
    "author_id" UUID,
    "caregiver_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "wellness_goal_note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wellness_resource" (
    "id" UUID NOT NULL,
    "goal_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "format" TEXT NOT NULL,
    "s3_key" TEXT NOT NULL,
    "resource_version" INTEGER NOT NULL DEFAULT 1,
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "last_viewed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "wellness_resource_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "assessment_form" (
    "id" UUID NOT NULL,
    "kind" "assessment_kind" NOT NULL,
    "version" INTEGER NOT NULL,
    "status" "form_status" NOT NULL DEFAULT 'draft',
    "form" JSONB NOT NULL,
    "publish_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "assessment_form_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "assessment_response" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "form_id" UUID NOT NULL,
    "kind" "assessment_kind" NOT NULL,
    "status" "submit_status" NOT NULL DEFAULT 'save',
    "answers" JSONB NOT NULL,
    "score" DECIMAL(8,2),
    "care_agent_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "submitted_at" TIMESTAMPTZ(3),

    CONSTRAINT "assessment_response_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wellness_survey" (
    "id" UUID NOT NULL,
    "senior_id" UUID NOT NULL,
    "answers" JSONB NOT NULL,
    "score" DECIMAL(8,2),
    "score_limit" DECIMAL(8,2),
    "notes" VARCHAR(500),
    "is_completed" BOOLEAN NOT NULL DEFAULT false,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "wellness_survey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report" (
    "id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "from_date" DATE,
    "to_date" DATE,
    "corporation_id" UUID,
    "facility_id" UUID,
    "zone" "zone",
    "member_type" "member_type",
    "questionnaire_no" INTEGER,
    "creator_id" UUID,
    "reference_id" TEXT NOT NULL,
    "status" "report_status" NOT NULL DEFAULT 'in_progress',
    "s3_key" TEXT,
    "error" TEXT,
    "is_scheduled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "report_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report_schedule" (
    "id" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "params" JSONB NOT NULL DEFAULT '{}',
    "cron" TEXT,
    "frequency" "report_frequency",
    "timezone" TEXT NOT NULL DEFAULT 'America/New_York',
    "next_run_at" TIMESTAMPTZ(3) NOT NULL,
    "last_run_at" TIMESTAMPTZ(3),
    "creator_id" UUID NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "report_schedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report_run" (
    "id" UUID NOT NULL,
    "schedule_id" UUID NOT NULL,
    "scheduled_for" TIMESTAMPTZ(3) NOT NULL,
    "report_id" UUID,
    "status" "report_status" NOT NULL DEFAULT 'in_progress',
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),
    "error" TEXT,
    "attempt" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "report_run_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "staff_user_email_key" ON "staff_user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "staff_user_employee_id_key" ON "staff_user"("employee_id");

-- CreateIndex
CREATE INDEX "staff_user_primary_role_is_active_idx" ON "staff_user"("primary_role", "is_active");

-- CreateIndex
CREATE INDEX "staff_user_facility_id_idx" ON "staff_user"("facility_id");

-- CreateIndex
CREATE INDEX "staff_user_last_name_first_name_idx" ON "staff_user"("last_name", "first_name");

-- CreateIndex
CREATE INDEX "password_history_user_id_created_at_idx" ON "password_history"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "refresh_token_family_user_id_revoked_at_idx" ON "refresh_token_family"("user_id", "revoked_at");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_token_token_hash_key" ON "refresh_token"("token_hash");

-- CreateIndex
CREATE INDEX "refresh_token_family_id_idx" ON "refresh_token"("family_id");

-- CreateIndex
CREATE INDEX "refresh_token_expires_at_idx" ON "refresh_token"("expires_at");

-- CreateIndex
CREATE INDEX "one_time_code_user_id_purpose_created_at_idx" ON "one_time_code"("user_id", "purpose", "created_at");

-- CreateIndex
CREATE INDEX "one_time_code_email_purpose_created_at_idx" ON "one_time_code"("email", "purpose", "created_at");

-- CreateIndex
CREATE INDEX "dev_mailbox_message_recipient_created_at_idx" ON "dev_mailbox_message"("recipient", "created_at");

-- CreateIndex
CREATE INDEX "audit_log_created_at_idx" ON "audit_log"("created_at");

-- CreateIndex
CREATE INDEX "audit_log_actor_id_created_at_idx" ON "audit_log"("actor_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_log_entity_type_entity_id_idx" ON "audit_log"("entity_type", "entity_id");

-- CreateIndex
CREATE INDEX "announcement_starts_at_ends_at_idx" ON "announcement"("starts_at", "ends_at");

-- CreateIndex
CREATE UNIQUE INDEX "corporation_name_key" ON "corporation"("name");

-- CreateIndex
CREATE INDEX "facility_facility_type_idx" ON "facility"("facility_type");

-- CreateIndex
CREATE UNIQUE INDEX "facility_corporation_id_name_key" ON "facility"("corporation_id", "name");

-- CreateIndex
CREATE INDEX "care_agent_assignment_staff_user_id_unassigned_at_idx" ON "care_agent_assignment"("staff_user_id", "unassigned_at");

-- CreateIndex
CREATE INDEX "care_agent_assignment_senior_id_unassigned_at_idx" ON "care_agent_assignment"("senior_id", "unassigned_at");

-- CreateIndex
CREATE UNIQUE INDEX "senior_member_id_key" ON "senior"("member_id");

-- CreateIndex
CREATE UNIQUE INDEX "senior_account_id_key" ON "senior"("account_id");

-- CreateIndex
CREATE UNIQUE INDEX "senior_email_key" ON "senior"("email");

-- CreateIndex
CREATE UNIQUE INDEX "senior_mobile_number_key" ON "senior"("mobile_number");

-- CreateIndex
CREATE UNIQUE INDEX "senior_profile_image_id_key" ON "senior"("profile_image_id");

-- CreateIndex
CREATE INDEX "senior_facility_id_zone_idx" ON "senior"("facility_id", "zone");

-- CreateIndex
CREATE INDEX "senior_zone_idx" ON "senior"("zone");

-- CreateIndex
CREATE INDEX "senior_member_type_idx" ON "senior"("member_type");

-- CreateIndex
CREATE INDEX "senior_last_name_first_name_idx" ON "senior"("last_name", "first_name");

-- CreateIndex
CREATE INDEX "senior_image_senior_id_created_at_idx" ON "senior_image"("senior_id", "created_at");

-- CreateIndex
CREATE INDEX "caregiver_email_idx" ON "caregiver"("email");

-- CreateIndex
CREATE INDEX "caregiver_mobile_number_idx" ON "caregiver"("mobile_number");

-- CreateIndex
CREATE INDEX "caregiver_staff_user_id_idx" ON "caregiver"("staff_user_id");

-- CreateIndex
CREATE UNIQUE INDEX "caregiver_senior_id_email_key" ON "caregiver"("senior_id", "email");

-- CreateIndex
CREATE UNIQUE INDEX "caregiver_senior_id_mobile_number_key" ON "caregiver"("senior_id", "mobile_number");

-- CreateIndex
CREATE INDEX "provider_senior_id_type_idx" ON "provider"("senior_id", "type");

-- CreateIndex
CREATE INDEX "medical_condition_senior_id_created_at_idx" ON "medical_condition"("senior_id", "created_at");

-- CreateIndex
CREATE INDEX "medical_condition_history_medical_condition_id_changed_at_idx" ON "medical_condition_history"("medical_condition_id", "changed_at");

-- CreateIndex
CREATE INDEX "medication_senior_id_modified_at_idx" ON "medication"("senior_id", "modified_at");

-- CreateIndex
CREATE UNIQUE INDEX "device_unique_identifier_key" ON "device"("unique_identifier");

-- CreateIndex
CREATE INDEX "device_type_idx" ON "device"("type");

-- CreateIndex
CREATE INDEX "device_assignment_senior_id_unlinked_at_idx" ON "device_assignment"("senior_id", "unlinked_at");

-- CreateIndex
CREATE INDEX "device_assignment_device_id_assigned_at_idx" ON "device_assignment"("device_id", "assigned_at");

-- CreateIndex
CREATE INDEX "sleep_session_senior_id_end_idx" ON "sleep_session"("senior_id", "end");

-- CreateIndex
CREATE UNIQUE INDEX "sleep_session_senior_id_start_key" ON "sleep_session"("senior_id", "start");

-- CreateIndex
CREATE UNIQUE INDEX "location_event_senior_id_ts_alarm_type_key" ON "location_event"("senior_id", "ts", "alarm_type");

-- CreateIndex
CREATE UNIQUE INDEX "senior_goal_senior_id_kind_key" ON "senior_goal"("senior_id", "kind");

-- CreateIndex
CREATE INDEX "vital_threshold_measurement_name_state_idx" ON "vital_threshold"("measurement_name", "state");

-- CreateIndex
CREATE UNIQUE INDEX "vital_threshold_senior_id_measurement_name_key" ON "vital_threshold"("senior_id", "measurement_name");

-- CreateIndex
CREATE UNIQUE INDEX "care_insight_dedupe_key_key" ON "care_insight"("dedupe_key");

-- CreateIndex
CREATE INDEX "care_insight_senior_id_created_at_idx" ON "care_insight"("senior_id", "created_at");

-- CreateIndex
CREATE INDEX "care_insight_status_created_at_idx" ON "care_insight"("status", "created_at");

-- CreateIndex
CREATE INDEX "care_insight_facility_id_type_created_at_idx" ON "care_insight"("facility_id", "type", "created_at");

-- CreateIndex
CREATE INDEX "care_insight_status_history_insight_id_changed_at_idx" ON "care_insight_status_history"("insight_id", "changed_at");

-- CreateIndex
CREATE INDEX "care_insight_read_user_id_idx" ON "care_insight_read"("user_id");

-- CreateIndex
CREATE INDEX "milestone_senior_id_created_at_idx" ON "milestone"("senior_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "milestone_senior_id_measurement_type_ordinal_key" ON "milestone"("senior_id", "measurement_type", "ordinal");

-- CreateIndex
CREATE UNIQUE INDEX "alarm_dedupe_key_key" ON "alarm"("dedupe_key");

-- CreateIndex
CREATE INDEX "alarm_status_occurred_at_idx" ON "alarm"("status", "occurred_at");

-- CreateIndex
CREATE INDEX "alarm_senior_id_occurred_at_idx" ON "alarm"("senior_id", "occurred_at");

-- CreateIndex
CREATE INDEX "alarm_assigned_to_id_status_idx" ON "alarm"("assigned_to_id", "status");

-- CreateIndex
CREATE INDEX "call_schedule_care_agent_id_start_time_idx" ON "call_schedule"("care_agent_id", "start_time");

-- CreateIndex
CREATE INDEX "call_schedule_senior_id_start_time_idx" ON "call_schedule"("senior_id", "start_time");

-- CreateIndex
CREATE INDEX "call_log_senior_id_call_time_idx" ON "call_log"("senior_id", "call_time" DESC);

-- CreateIndex
CREATE INDEX "call_log_care_agent_id_call_time_idx" ON "call_log"("care_agent_id", "call_time");

-- CreateIndex
CREATE INDEX "call_log_call_id_idx" ON "call_log"("call_id");

-- CreateIndex
CREATE UNIQUE INDEX "wellness_plan_senior_id_key" ON "wellness_plan"("senior_id");

-- CreateIndex
CREATE INDEX "wellness_plan_care_agent_id_idx" ON "wellness_plan"("care_agent_id");

-- CreateIndex
CREATE UNIQUE INDEX "wellness_plan_version_plan_id_version_key" ON "wellness_plan_version"("plan_id", "version");

-- CreateIndex
CREATE INDEX "wellness_goal_plan_id_status_idx" ON "wellness_goal"("plan_id", "status");

-- CreateIndex
CREATE INDEX "wellness_goal_note_goal_id_created_at_idx" ON "wellness_goal_note"("goal_id", "created_at");

-- CreateIndex
CREATE INDEX "wellness_resource_goal_id_idx" ON "wellness_resource"("goal_id");

-- CreateIndex
CREATE INDEX "assessment_form_kind_status_idx" ON "assessment_form"("kind", "status");

-- CreateIndex
CREATE UNIQUE INDEX "assessment_form_kind_version_key" ON "assessment_form"("kind", "version");

-- CreateIndex
CREATE INDEX "assessment_response_senior_id_kind_created_at_idx" ON "assessment_response"("senior_id", "kind", "created_at");

-- CreateIndex
CREATE INDEX "wellness_survey_senior_id_created_at_idx" ON "wellness_survey"("senior_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "report_reference_id_key" ON "report"("reference_id");

-- CreateIndex
CREATE INDEX "report_is_scheduled_created_at_idx" ON "report"("is_scheduled", "created_at");

-- CreateIndex
CREATE INDEX "report_creator_id_created_at_idx" ON "report"("creator_id", "created_at");

-- CreateIndex
CREATE INDEX "report_schedule_is_active_next_run_at_idx" ON "report_schedule"("is_active", "next_run_at");

-- CreateIndex
CREATE INDEX "report_run_report_id_idx" ON "report_run"("report_id");

-- CreateIndex
CREATE UNIQUE INDEX "report_run_schedule_id_scheduled_for_key" ON "report_run"("schedule_id", "scheduled_for");

-- AddForeignKey
ALTER TABLE "staff_user" ADD CONSTRAINT "staff_user_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facility"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "staff_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_token_family" ADD CONSTRAINT "refresh_token_family_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "staff_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_family_id_fkey" FOREIGN KEY ("family_id") REFERENCES "refresh_token_family"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_time_code" ADD CONSTRAINT "one_time_code_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "staff_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "facility" ADD CONSTRAINT "facility_corporation_id_fkey" FOREIGN KEY ("corporation_id") REFERENCES "corporation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "care_agent_assignment" ADD CONSTRAINT "care_agent_assignment_staff_user_id_fkey" FOREIGN KEY ("staff_user_id") REFERENCES "staff_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "care_agent_assignment" ADD CONSTRAINT "care_agent_assignment_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "senior" ADD CONSTRAINT "senior_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facility"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "senior" ADD CONSTRAINT "senior_profile_image_id_fkey" FOREIGN KEY ("profile_image_id") REFERENCES "senior_image"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "senior_basic_info" ADD CONSTRAINT "senior_basic_info_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "senior_persona" ADD CONSTRAINT "senior_persona_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "senior_image" ADD CONSTRAINT "senior_image_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "caregiver" ADD CONSTRAINT "caregiver_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "caregiver" ADD CONSTRAINT "caregiver_staff_user_id_fkey" FOREIGN KEY ("staff_user_id") REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "provider" ADD CONSTRAINT "provider_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "medical_condition" ADD CONSTRAINT "medical_condition_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "medical_condition_history" ADD CONSTRAINT "medical_condition_history_medical_condition_id_fkey" FOREIGN KEY ("medical_condition_id") REFERENCES "medical_condition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "medication" ADD CONSTRAINT "medication_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_assignment" ADD CONSTRAINT "device_assignment_device_id_fkey" FOREIGN KEY ("device_id") REFERENCES "device"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_assignment" ADD CONSTRAINT "device_assignment_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sleep_session" ADD CONSTRAINT "sleep_session_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "location_event" ADD CONSTRAINT "location_event_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "senior_goal" ADD CONSTRAINT "senior_goal_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vital_threshold" ADD CONSTRAINT "vital_threshold_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "care_insight" ADD CONSTRAINT "care_insight_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "care_insight" ADD CONSTRAINT "care_insight_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facility"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "care_insight" ADD CONSTRAINT "care_insight_alarm_id_fkey" FOREIGN KEY ("alarm_id") REFERENCES "alarm"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "care_insight_status_history" ADD CONSTRAINT "care_insight_status_history_insight_id_fkey" FOREIGN KEY ("insight_id") REFERENCES "care_insight"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "care_insight_read" ADD CONSTRAINT "care_insight_read_insight_id_fkey" FOREIGN KEY ("insight_id") REFERENCES "care_insight"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "care_insight_read" ADD CONSTRAINT "care_insight_read_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "staff_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestone" ADD CONSTRAINT "milestone_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alarm" ADD CONSTRAINT "alarm_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alarm" ADD CONSTRAINT "alarm_device_id_fkey" FOREIGN KEY ("device_id") REFERENCES "device"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alarm" ADD CONSTRAINT "alarm_assigned_to_id_fkey" FOREIGN KEY ("assigned_to_id") REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "alarm" ADD CONSTRAINT "alarm_closed_by_id_fkey" FOREIGN KEY ("closed_by_id") REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "call_schedule" ADD CONSTRAINT "call_schedule_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "call_schedule" ADD CONSTRAINT "call_schedule_care_agent_id_fkey" FOREIGN KEY ("care_agent_id") REFERENCES "staff_user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "call_log" ADD CONSTRAINT "call_log_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "call_log" ADD CONSTRAINT "call_log_care_agent_id_fkey" FOREIGN KEY ("care_agent_id") REFERENCES "staff_user"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "call_log" ADD CONSTRAINT "call_log_call_id_fkey" FOREIGN KEY ("call_id") REFERENCES "call_schedule"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "call_log" ADD CONSTRAINT "call_log_alarm_id_fkey" FOREIGN KEY ("alarm_id") REFERENCES "alarm"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wellness_plan" ADD CONSTRAINT "wellness_plan_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wellness_plan" ADD CONSTRAINT "wellness_plan_care_agent_id_fkey" FOREIGN KEY ("care_agent_id") REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wellness_plan_version" ADD CONSTRAINT "wellness_plan_version_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "wellness_plan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wellness_goal" ADD CONSTRAINT "wellness_goal_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "wellness_plan"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wellness_goal_note" ADD CONSTRAINT "wellness_goal_note_goal_id_fkey" FOREIGN KEY ("goal_id") REFERENCES "wellness_goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wellness_goal_note" ADD CONSTRAINT "wellness_goal_note_caregiver_id_fkey" FOREIGN KEY ("caregiver_id") REFERENCES "caregiver"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wellness_resource" ADD CONSTRAINT "wellness_resource_goal_id_fkey" FOREIGN KEY ("goal_id") REFERENCES "wellness_goal"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assessment_response" ADD CONSTRAINT "assessment_response_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "assessment_response" ADD CONSTRAINT "assessment_response_form_id_fkey" FOREIGN KEY ("form_id") REFERENCES "assessment_form"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wellness_survey" ADD CONSTRAINT "wellness_survey_senior_id_fkey" FOREIGN KEY ("senior_id") REFERENCES "senior"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report" ADD CONSTRAINT "report_corporation_id_fkey" FOREIGN KEY ("corporation_id") REFERENCES "corporation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report" ADD CONSTRAINT "report_facility_id_fkey" FOREIGN KEY ("facility_id") REFERENCES "facility"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report" ADD CONSTRAINT "report_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "staff_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_schedule" ADD CONSTRAINT "report_schedule_creator_id_fkey" FOREIGN KEY ("creator_id") REFERENCES "staff_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_run" ADD CONSTRAINT "report_run_schedule_id_fkey" FOREIGN KEY ("schedule_id") REFERENCES "report_schedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_run" ADD CONSTRAINT "report_run_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "report"("id") ON DELETE SET NULL ON UPDATE CASCADE;
