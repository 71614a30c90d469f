import {
  FIELD_MESSAGES,
  MEMBER_MESSAGES,
  MinimalInfoBody,
  ROSTER_MESSAGES,
  RosterMemberIdField,
  rosterColumnOf,
  rosterDate,
  rosterMemberType,
  rosterYesNo,
  type AccessClaims,
  type RosterMemberRow,
  type RosterRowError,
} from "@care/contracts";
import type { Facility, PrismaClient, Senior } from "@care/db";
import { facilityScope, isApprover, isFacilityAgent, seniorScope } from "../../access/senior-visibility.js";
import { AppError } from "../../errors.js";
import type { GeocodingService } from "../geocoding/service.js";
import { createDuplicateChecker } from "../members/minimal-info/duplicates.js";
import { timezoneOfState } from "../members/minimal-info/state-timezone.js";
import type { RosterRecord } from "./csv.js";

/** A valid row and what writing it would do now. */
export interface CheckedRow {
  row: RosterMemberRow;
  change: "create" | "update" | "unchanged";
}

export interface RosterCheck {
  rows: CheckedRow[];
  errors: RosterRowError[];
}

export interface CheckDeps {
  prisma: PrismaClient;
  geocoding: GeocodingService;
}

/**
 * A facility agent (who is not also an administrator) imports into their own facility only: every row's member
 * becomes its resident, as with Add User (issue 12 item 1). `facilityId` is null for an agent without a facility,
 * whose rows all fail; the job is handed the same (RosterImportJob.facility_id).
 */
export function rosterFacilityOf(user: AccessClaims): { pinned: boolean; facilityId: string | null } {
  const pinned = isFacilityAgent(user) && !isApprover(user);
  return { pinned, facilityId: pinned ? (user.facility_info?.facility_id ?? null) : null };
}

/** Rows checked against the database at a time (each asks the duplicate lookup and maybe the geocoder). */
const CONCURRENCY = 8;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Candidate = { line: number; memberId: string; body: ReturnType<typeof MinimalInfoBody.parse> };

/** Where a row's facility column points: an id, or a name (any case) that only one facility has. */
function facilityFinder(facilities: Facility[]): (raw: string) => Facility | "unknown" | "ambiguous" {
  const byId = new Map(facilities.map((f) => [f.id.toLowerCase(), f]));
  const byName = new Map<string, Facility[]>();
  for (const f of facilities)
    byName.set(f.name.trim().toLowerCase(), [...(byName.get(f.name.trim().toLowerCase()) ?? []), f]);
  return (raw) => {
    const key = raw.trim().toLowerCase();
    if (UUID.test(key)) return byId.get(key) ?? "unknown";
    const named = byName.get(key) ?? [];
    if (named.length > 1) return "ambiguous";
    return named[0] ?? "unknown";
  };
}

/**
 * Which rows' emails or mobile numbers some other account has, in four queries: a row with neither needs no per-row
 * lookup (a 1000-row check took 7 s on a loaded 2-core machine with one lookup per row, 0.9 s with this). A value held
 * only by the row's own member (an update) is no suspect.
 */
async function suspects(
  prisma: PrismaClient,
  candidates: readonly Candidate[],
): Promise<(c: Pick<Candidate, "memberId" | "body">) => boolean> {
  const emails = candidates.map((c) => c.body.email);
  const mobiles = candidates.map((c) => c.body.mobile_number);
  const [staffEmails, seniorEmails, staffPhones, seniorPhones] = await Promise.all([
    prisma.staffUser.findMany({ where: { email: { in: emails } }, select: { email: true } }),
    prisma.senior.findMany({ where: { email: { in: emails } }, select: { email: true, memberId: true } }),
    prisma.staffUser.findMany({ where: { phone: { in: mobiles } }, select: { phone: true } }),
    prisma.senior.findMany({
      where: { mobileNumber: { in: mobiles } },
      select: { mobileNumber: true, memberId: true },
    }),
  ]);
  // value → who holds it: a member id, or 0 for a staff account.
  const holders = new Map<string, number[]>();
  const hold = (value: string | null, holder: number): void => {
    if (value !== null) holders.set(value, [...(holders.get(value) ?? []), holder]);
  };
  staffEmails.forEach((r) => hold(r.email, 0));
  staffPhones.forEach((r) => hold(r.phone, 0));
  seniorEmails.forEach((r) => hold(r.email, r.memberId));
  seniorPhones.forEach((r) => hold(r.mobileNumber, r.memberId));
  return (c) =>
    [c.body.email, c.body.mobile_number].some((v) => (holders.get(v) ?? []).some((h) => h !== Number(c.memberId)));
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += CONCURRENCY) await Promise.all(items.slice(i, i + CONCURRENCY).map(work));
}

const sameAddress = (b: Candidate["body"], s: Senior): boolean =>
  b.address.street === s.addressStreet &&
  b.address.city === s.addressCity &&
  b.address.state === s.addressState &&
  b.address.zipcode === s.addressZipcode;

/** Whether writing the row would change nothing about the member. */
function unchanged(r: RosterMemberRow, s: Senior): boolean {
  return (
    r.first_name === s.firstName &&
    r.middle_name === s.middleName &&
    r.last_name === s.lastName &&
    r.email === s.email &&
    r.mobile_number === s.mobileNumber &&
    r.gender === s.gender &&
    r.dob === s.dob?.toISOString().slice(0, 10) &&
    r.member_type === s.memberType &&
    r.facility_id === s.facilityId &&
    r.is_resident === s.isResident &&
    r.timezone === s.timezone &&
    r.street === s.addressStreet &&
    r.apartment_number === s.addressApartment &&
    r.city === s.addressCity &&
    r.state === s.addressState &&
    r.zipcode === s.addressZipcode &&
    r.latitude === s.latitude &&
    r.longitude === s.longitude
  );
}

/**
 * Checks every row of a roster as the Add User form would check it as one member (MinimalInfoBody's rules and
 * texts, the duplicate email and mobile lookup, the geocoder's 'No address found'), plus the import's own rules:
 * member id required and once per file, an email or mobile number once per file, and a facility agent's rows only
 * in their own facility. Writes nothing; a row may have several errors, each naming its column.
 */
export async function checkRoster(deps: CheckDeps, user: AccessClaims, records: RosterRecord[]): Promise<RosterCheck> {
  const { prisma, geocoding } = deps;
  const { pinned: isAgent, facilityId: agentFacility } = rosterFacilityOf(user);
  const facilities = await prisma.facility.findMany();
  // The facilities the caller may name: a facility agent their own (facilityScope), the administrators every one.
  const allowed = new Set(
    (await prisma.facility.findMany({ where: facilityScope(user), select: { id: true } })).map((f) => f.id),
  );
  const findFacility = facilityFinder(facilities);
  const errors: RosterRowError[] = [];
  const candidates: Candidate[] = [];
  const seen = new Map<string, Set<string>>([
    ["member_id", new Set()],
    ["email", new Set()],
    ["mobile_number", new Set()],
  ]);

  for (const { line, values } of records) {
    const memberIdRaw = (values.member_id ?? "").trim();
    const rowErrors: RosterRowError[] = [];
    const fail = (column: string, message: string): void => {
      rowErrors.push({ line, member_id: memberIdRaw, column, message });
    };
    const memberId = RosterMemberIdField.safeParse(memberIdRaw);
    if (!memberId.success) fail("member_id", memberId.error.issues[0]?.message ?? ROSTER_MESSAGES.memberId);

    let facilityId: string | null = null;
    const facilityRaw = (values.facility ?? "").trim();
    if (facilityRaw !== "") {
      const found = findFacility(facilityRaw);
      if (found === "unknown") fail("facility", ROSTER_MESSAGES.unknownFacility);
      else if (found === "ambiguous") fail("facility", ROSTER_MESSAGES.ambiguousFacility);
      else if (!allowed.has(found.id)) fail("facility", ROSTER_MESSAGES.otherFacility);
      else facilityId = found.id;
    } else if (isAgent) facilityId = agentFacility;

    const resident = rosterYesNo(values.is_resident);
    if (resident === null) fail("is_resident", ROSTER_MESSAGES.yesNo);

    // The Add User form's own schema and texts, on the row read as that form's body.
    const parsed = MinimalInfoBody.safeParse({
      ...(memberId.success ? { member_id: memberId.data } : {}),
      name: {
        first_name: values.first_name ?? "",
        middle_name: values.middle_name ?? "",
        last_name: values.last_name ?? "",
      },
      mobile_number: values.mobile_number ?? "",
      email: values.email ?? "",
      gender: values.gender ?? "",
      dob: rosterDate(values.dob),
      address: {
        street: values.street ?? "",
        apartment_number: values.apartment_number ?? "",
        city: values.city ?? "",
        zipcode: values.zipcode ?? "",
        state: values.state ?? "",
      },
      member_type: rosterMemberType(values.member_type),
      // A facility agent's members are residents of the agent's facility (Add User's rule, issue 12 item 1).
      isResident: isAgent ? true : (resident ?? false),
      facility: facilityId,
    });
    if (!parsed.success) for (const issue of parsed.error.issues) fail(rosterColumnOf(issue.path), issue.message);
    // Add User's 'A resident needs a facility', under the facility column.
    if ((isAgent || resident === true) && facilityId === null && facilityRaw === "") {
      fail("facility", FIELD_MESSAGES.required);
    }
    for (const [column, value] of [
      ["member_id", memberIdRaw],
      ["email", parsed.success ? parsed.data.email : ""],
      ["mobile_number", parsed.success ? parsed.data.mobile_number : ""],
    ] as const) {
      if (value === "" || rowErrors.some((e) => e.column === column)) continue;
      const already = seen.get(column)!;
      if (already.has(value)) {
        fail(column, column === "member_id" ? ROSTER_MESSAGES.duplicateMemberId : inUse(column));
      }
      already.add(value);
    }
    if (rowErrors.length > 0 || !parsed.success) errors.push(...rowErrors);
    else candidates.push({ line, memberId: memberIdRaw, body: parsed.data });
  }

  const ids = { memberId: { in: candidates.map((c) => Number(c.memberId)) } };
  const existing = new Map((await prisma.senior.findMany({ where: ids })).map((s) => [s.memberId, s]));
  // Members the caller may change: within their senior scope (a facility agent's, their facility's residents).
  const inScope = new Set(
    (await prisma.senior.findMany({ where: { AND: [ids, seniorScope(user)] }, select: { id: true } })).map((s) => s.id),
  );
  const duplicates = createDuplicateChecker(prisma);
  const suspect = await suspects(prisma, candidates);
  const rows: CheckedRow[] = [];
  const facilityById = new Map(facilities.map((f) => [f.id, f]));
  await inBatches(candidates, async ({ line, memberId, body }) => {
    const fail = (column: string, message: string): void => {
      errors.push({ line, member_id: memberId, column, message });
    };
    const current = existing.get(Number(memberId));
    // A member outside the caller's scope is not theirs to change; the answer does not say whose it is.
    if (current && !inScope.has(current.id)) return fail("member_id", MEMBER_MESSAGES.memberIdInUse);
    // Add User's lookup decides, for the rows whose email or mobile number some account has at all.
    const taken = !suspect({ memberId, body })
      ? { email_exists: false, mobile_number_exists: false }
      : await duplicates.find({
          email: body.email,
          mobile_number: body.mobile_number,
          seniorId: current?.id,
        });
    if (taken.email_exists) fail("email", MEMBER_MESSAGES.emailInUse);
    if (taken.mobile_number_exists) fail("mobile_number", MEMBER_MESSAGES.mobileInUse);
    if (taken.email_exists || taken.mobile_number_exists) return;
    let coordinates: { latitude: number; longitude: number };
    if (current && sameAddress(body, current) && current.latitude !== null && current.longitude !== null) {
      coordinates = { latitude: current.latitude, longitude: current.longitude };
    } else {
      try {
        const a = body.address;
        coordinates = (await geocoding.geocode(`${a.street}, ${a.city}, ${a.state} ${a.zipcode}`)).coordinates;
      } catch (err) {
        // Add User's 400 under body.address: the geocoder could not place the address.
        if (err instanceof AppError && err.code === "NOT_FOUND") return fail("address", err.message);
        throw err;
      }
    }
    const facility = body.facility ? facilityById.get(body.facility) : undefined;
    const row: RosterMemberRow = {
      line,
      member_id: Number(memberId),
      first_name: body.name.first_name,
      middle_name: body.name.middle_name ?? null,
      last_name: body.name.last_name,
      email: body.email,
      mobile_number: body.mobile_number,
      gender: body.gender,
      dob: body.dob,
      member_type: body.member_type,
      facility_id: facility?.id ?? null,
      is_resident: body.isResident,
      timezone: facility?.timezone ?? timezoneOfState(body.address.state),
      street: body.address.street,
      apartment_number: body.address.apartment_number ?? null,
      city: body.address.city,
      state: body.address.state,
      zipcode: body.address.zipcode,
      ...coordinates,
    };
    rows.push({ row, change: !current ? "create" : unchanged(row, current) ? "unchanged" : "update" });
  });
  errors.sort((a, b) => a.line - b.line);
  rows.sort((a, b) => a.row.line - b.row.line);
  return { rows, errors };
}

const inUse = (column: "email" | "mobile_number"): string =>
  column === "email" ? MEMBER_MESSAGES.emailInUse : MEMBER_MESSAGES.mobileInUse;
