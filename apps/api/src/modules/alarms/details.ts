import {
  ALARM_DETAILS_LIMITS,
  CAREGIVER_TYPES,
  SEVERITY_LEVELS,
  fullName,
  type AccessClaims,
  type AlarmContact,
  type AlarmDetails,
} from "@care/contracts";
import type { Db, Senior } from "@care/db";
import { distanceMetres, radiusMetres } from "@care/ingest";
import { requireSenior } from "../../access/senior-visibility.js";
import { notFound } from "../../errors.js";
import type { GeocodingService } from "../geocoding/service.js";
import {
  findAlarmPoints,
  findConditions,
  findContacts,
  type AlarmPointsRow,
  type ConditionRow,
} from "./details-repo.js";

/**
 * The longest the details wait for the geocoder: the popup is already on screen, but its extras should not wait on
 * a slow address server (a Nominatim may take GEOCODER_TIMEOUT_MS, 5 s). Past it the address is null.
 */
export const ALARM_ADDRESS_WAIT_MS = 1_500;

/** A condition whose name says allergy: the data model has no allergy field (AlarmDetailsSchema.allergies). */
const ALLERGY = /allerg|anaphyla/i;

export interface AlarmDetailsQuery {
  alarm_id: string;
  senior_id: string;
  account_id?: string | undefined;
}

type Point = NonNullable<AlarmDetails["location"]>;
type Home = NonNullable<AlarmDetails["home"]>;

/** The newer of the alarm's own coordinates and the latest location event: the event's last_location rule. */
function lastPoint(r: AlarmPointsRow): Pick<Point, "lat" | "lng" | "at" | "source"> | null {
  const fromAlarm = r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng, at: r.occurred_at } : null;
  const fromEvent =
    r.loc_lat !== null && r.loc_lng !== null && r.loc_ts ? { lat: r.loc_lat, lng: r.loc_lng, at: r.loc_ts } : null;
  if (fromAlarm && (!fromEvent || fromAlarm.at >= fromEvent.at)) {
    return { ...fromAlarm, at: fromAlarm.at.toISOString(), source: "alarm" };
  }
  return fromEvent ? { ...fromEvent, at: fromEvent.at.toISOString(), source: "location_event" } : null;
}

function homeAddress(s: Senior): string | null {
  // "350 5th Ave, Apt 1, New York, NY 10118": the parts the senior's address has, in the envelope's order.
  const stateZip = [s.addressState, s.addressZipcode].filter(Boolean).join(" ");
  const text = [s.addressStreet, s.addressApartment, s.addressCity, stateZip].filter(Boolean).join(", ");
  return text === "" ? null : text;
}

function homeOf(s: Senior): Home | null {
  if (s.latitude === null || s.longitude === null) return null;
  const radius =
    s.homeRadiusValue !== null && s.homeRadiusUnit !== null ? radiusMetres(s.homeRadiusValue, s.homeRadiusUnit) : null;
  return { lat: s.latitude, lng: s.longitude, radius_m: radius, address: homeAddress(s) };
}

/** The geocoder's address of a point, or null when it has none, fails or takes longer than ALARM_ADDRESS_WAIT_MS. */
async function addressOf(geocoding: GeocodingService, lat: number, lng: number): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ALARM_ADDRESS_WAIT_MS);
  });
  const found = geocoding.reverseGeocode(lat, lng).then(
    (m) => m.formatted_address,
    () => null,
  );
  try {
    return await Promise.race([found, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function locate(
  geocoding: GeocodingService,
  home: Home | null,
  point: Pick<Point, "lat" | "lng" | "at" | "source"> | null,
): Promise<Point | null> {
  if (!point) return null;
  const distance = home ? distanceMetres(home.lat, home.lng, point.lat, point.lng) : null;
  // The same rule as ingestion's geofence (packages/ingest/src/geofence.ts): inside when within the radius.
  const atHome = home && home.radius_m !== null && distance !== null ? distance <= home.radius_m : null;
  // At home, the home's own address says more than a geocoder (the offline one knows ZIPs, not streets).
  const address = atHome && home?.address ? home.address : await addressOf(geocoding, point.lat, point.lng);
  return { ...point, address, distance_from_home_m: distance, at_home: atHome };
}

const typeRank = (t: AlarmContact["caregiver_type"]): number => CAREGIVER_TYPES.indexOf(t);

function contactsOf(rows: Awaited<ReturnType<typeof findContacts>>): AlarmContact[] {
  return [...rows]
    .sort((a, b) => typeRank(a.caregiverType) - typeRank(b.caregiverType))
    .slice(0, ALARM_DETAILS_LIMITS.contacts)
    .map((c) => ({
      caregiver_id: c.id,
      name: fullName(c.firstName, null, c.lastName),
      caregiver_type: c.caregiverType,
      relationship: c.relationship,
      mobile_number: c.mobileNumber,
      emergency_contact: c.emergencyContact,
    }));
}

/** Severe, Moderate, Mild, then unrated (or a level the form does not know). */
function severityRank(level: string | null): number {
  const i = SEVERITY_LEVELS.findIndex((l) => l.toLowerCase() === (level ?? "").toLowerCase());
  return i === -1 ? SEVERITY_LEVELS.length : SEVERITY_LEVELS.length - 1 - i;
}

function byKey(rows: readonly ConditionRow[]): ConditionRow[] {
  // Array.sort is stable: newest first (the query's order) stays within a severity.
  return [...rows].sort((a, b) => severityRank(a.severityLevel) - severityRank(b.severityLevel));
}

const conditionOf = (r: ConditionRow): AlarmDetails["conditions"][number] => ({
  condition: r.condition,
  severity_level: r.severityLevel,
});

/**
 * The responder's extras of one alarm (issue 27 item 7). The senior under the rule of the routes that read these
 * data one by one (care circle, medical conditions, location: requireSenior, 404 outside the scope or for another
 * senior's account), then the alarm among that senior's alarms (404 otherwise), so no id of another tenant's alarm
 * can be probed.
 */
export async function alarmDetails(
  db: Db,
  geocoding: GeocodingService,
  user: AccessClaims,
  q: AlarmDetailsQuery,
): Promise<AlarmDetails> {
  const senior = await requireSenior(db, user, q.senior_id, q.account_id);
  const [points, contacts, conditions] = await Promise.all([
    findAlarmPoints(db, q.alarm_id, senior.id),
    findContacts(db, senior.id),
    findConditions(db, senior.id),
  ]);
  if (!points) throw notFound("Alarm");
  const home = homeOf(senior);
  const allergies = conditions.filter((c) => ALLERGY.test(c.condition));
  const others = conditions.filter((c) => !ALLERGY.test(c.condition));
  return {
    alarm_id: q.alarm_id,
    senior_id: senior.id,
    location: await locate(geocoding, home, lastPoint(points)),
    home,
    contacts: contactsOf(contacts),
    conditions: byKey(others).slice(0, ALARM_DETAILS_LIMITS.conditions).map(conditionOf),
    conditions_total: others.length,
    allergies: byKey(allergies).map(conditionOf),
  };
}
