// The code and identifier systems of this server's resources (docs/interop.md "Codes"). Local systems are URNs of
// this platform: nothing outside it defines them, and a receiving system maps them or keeps them as they are.

export const LOINC = "http://loinc.org";
export const UCUM = "http://unitsofmeasure.org";
export const OBSERVATION_CATEGORY = "http://terminology.hl7.org/CodeSystem/observation-category";
export const V2_IDENTIFIER_TYPE = "http://terminology.hl7.org/CodeSystem/v2-0203";
export const ORGANIZATION_TYPE = "http://terminology.hl7.org/CodeSystem/organization-type";

/** The member id (100001…) that staff and seniors quote: the Patient's business identifier. */
export const MEMBER_ID_SYSTEM = "urn:care-platform:member-id";
/** Observation codes of values LOINC has no code for (sleep score, body fat mass, hydration). */
export const LOCAL_OBSERVATION_CODES = "urn:care-platform:observation-code";
/** Device kinds (watch, scale, sleep mat, hub) and their identifiers. */
export const DEVICE_TYPE_SYSTEM = "urn:care-platform:device-type";
export const DEVICE_IMEI_SYSTEM = "urn:care-platform:device-imei";
export const DEVICE_MAC_SYSTEM = "urn:care-platform:device-mac";
export const DEVICE_SERIAL_SYSTEM = "urn:care-platform:device-serial";
/** Provider kinds (doctor, dentist) and care-circle roles (primary, secondary, alternate caregiver). */
export const PRACTITIONER_ROLE_SYSTEM = "urn:care-platform:practitioner-kind";
export const CAREGIVER_TYPE_SYSTEM = "urn:care-platform:caregiver-type";
export const FACILITY_TYPE_SYSTEM = "urn:care-platform:facility-type";
export const EMPLOYEE_ID_SYSTEM = "urn:care-platform:employee-id";
/** Care insights: their type (alert, summary, milestone…) and kind (action, attention, good news…). */
export const CARE_INSIGHT_TYPE_SYSTEM = "urn:care-platform:care-insight-type";
export const CARE_INSIGHT_KIND_SYSTEM = "urn:care-platform:care-insight-kind";
/** Alarms: their type (sos, fall), the steps of their timeline, and how a closed one ended. */
export const ALARM_TYPE_SYSTEM = "urn:care-platform:alarm-type";
export const ALARM_STEP_SYSTEM = "urn:care-platform:alarm-step";
/** The wellness plan: its category on the CarePlan. */
export const CARE_PLAN_CATEGORY_SYSTEM = "urn:care-platform:care-plan-category";
export const GOAL_ACHIEVEMENT = "http://terminology.hl7.org/CodeSystem/goal-achievement";
/** Assessment and survey forms: `urn:care-platform:questionnaire:<kind>` (with `|<version>` as a canonical). */
export const QUESTIONNAIRE_BASE = "urn:care-platform:questionnaire";
