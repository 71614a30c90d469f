import type { z } from "zod";
import { hasAnyRole, MEMBER_MESSAGES, type AccessClaims, type MinimalInfo, type memberRoutes } from "@care/contracts";
import { Prisma, type PrismaClient } from "@care/db";
import { requireSenior } from "../../../access/senior-visibility.js";
import { AppError, badRequest, fieldConflict } from "../../../errors.js";
import type { GeocodingService } from "../../geocoding/service.js";
import { createDuplicateChecker } from "./duplicates.js";
import { toMinimalInfo, withFacility } from "./mapper.js";
import { timezoneOfState } from "./state-timezone.js";

type MinimalInfoBody = z.output<typeof memberRoutes.createOrSaveMinimalInfo.body>;
type DuplicateBody = z.output<typeof memberRoutes.validateDuplicateData.body>;

export interface MemberService {
  /** 409 with the spec's text when the email or mobile is taken (spec 2 §5); otherwise both flags false. */
  validateDuplicates(
    user: AccessClaims,
    body: DuplicateBody,
  ): Promise<{ email_exists: boolean; mobile_number_exists: boolean }>;
  /** Creates the member (no senior_id) or saves their minimal info; the answer's message says which. */
  save(user: AccessClaims, body: MinimalInfoBody): Promise<{ info: MinimalInfo; message: string }>;
  get(user: AccessClaims, seniorId: string, accountId?: string): Promise<MinimalInfo>;
}

export interface MemberDeps {
  prisma: PrismaClient;
  geocoding: GeocodingService;
}

interface Placement {
  facilityId: string | null;
  isResident: boolean;
  timezone: string | null;
}

/**
 * Where the member lives as the form says it (spec 2 §3 user-create form). A facility agent's members are always
 * residents of the agent's own facility, whatever the form sent (issue 12 item 1).
 */
async function placement(prisma: PrismaClient, user: AccessClaims, body: MinimalInfoBody): Promise<Placement> {
  const agentFacility = hasAnyRole(user.roles, ["FACILITY_AGENT"]) ? user.facility_info?.facility_id : undefined;
  const facilityId = agentFacility ?? body.facility ?? null;
  if (facilityId === null) {
    if (body.isResident)
      throw badRequest("A resident needs a facility", [{ field: "body.facility", reason: "Required Field" }]);
    return { facilityId: null, isResident: false, timezone: null };
  }
  const facility = await prisma.facility.findUnique({ where: { id: facilityId } });
  if (!facility) throw badRequest("Unknown facility", [{ field: "body.facility", reason: "Unknown facility" }]);
  if (!agentFacility) {
    if (body.corporate && body.corporate !== facility.corporationId) {
      throw badRequest("The facility is not one of the corporate's", [
        { field: "body.facility", reason: "The facility is not one of the corporate's" },
      ]);
    }
    if (body.facility_type && body.facility_type !== facility.facilityType) {
      throw badRequest("The facility is of another type", [
        { field: "body.facility_type", reason: `The facility is ${facility.facilityType}` },
      ]);
    }
  }
  return { facilityId, isResident: agentFacility ? true : body.isResident, timezone: facility.timezone };
}

const memberIdConflict = (): AppError => fieldConflict("body.member_id", MEMBER_MESSAGES.memberIdInUse);

const addressLine = (a: MinimalInfoBody["address"]): string => `${a.street}, ${a.city}, ${a.state} ${a.zipcode}`;

const sameAddress = (
  a: MinimalInfoBody["address"],
  s: {
    addressStreet: string | null;
    addressCity: string | null;
    addressState: string | null;
    addressZipcode: string | null;
  },
): boolean =>
  a.street === s.addressStreet &&
  a.city === s.addressCity &&
  a.state === s.addressState &&
  a.zipcode === s.addressZipcode;

/** Member creation and minimal info (spec 2 §3, §7 'Senior profile'). */
export function createMemberService(deps: MemberDeps): MemberService {
  const { prisma } = deps;
  const duplicates = createDuplicateChecker(prisma);

  /** The address's coordinates; an address no geocoder can place is the form's 400, not a missing senior's 404. */
  async function locate(address: MinimalInfoBody["address"]): Promise<{ latitude: number; longitude: number }> {
    try {
      return (await deps.geocoding.geocode(addressLine(address))).coordinates;
    } catch (err) {
      if (err instanceof AppError && err.code === "NOT_FOUND") {
        throw badRequest(err.message, [{ field: "body.address", reason: err.message }]);
      }
      throw err;
    }
  }

  /**
   * The member id the form reserved (GET cognito/user/generate-memberid): only one the member id sequence has handed
   * out, so the sequence never hands it out again to a member created without one, and not one a member has.
   */
  async function reservedMemberId(id: number): Promise<number> {
    const field = "body.member_id";
    const rows = await prisma.$queryRaw<{ last: bigint }[]>`
      SELECT last_value AS last FROM senior_member_id_seq`;
    if (id > Number(rows[0]?.last ?? 0)) {
      throw badRequest(MEMBER_MESSAGES.memberIdNotReserved, [{ field, reason: MEMBER_MESSAGES.memberIdNotReserved }]);
    }
    if ((await prisma.senior.count({ where: { memberId: id } })) > 0) throw memberIdConflict();
    return id;
  }

  /** A unique index caught what the check before it missed (two saves racing): same answer as the check. */
  async function writing<T>(
    write: () => Promise<T>,
    q: { email: string; mobile_number: string; seniorId?: string },
  ): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
        if (JSON.stringify(err.meta?.target ?? "").includes("member_id")) throw memberIdConflict();
        await duplicates.refuse(q);
      }
      throw err;
    }
  }

  return {
    async save(user, body) {
      const existing = body.senior_id ? await requireSenior(prisma, user, body.senior_id, body.account_id) : null;
      const q = { email: body.email, mobile_number: body.mobile_number, seniorId: existing?.id };
      const place = await placement(prisma, user, body);
      await duplicates.refuse(q);
      // Geocoded before anything is written: a geocoder failure leaves no half-created member.
      const coordinates =
        existing && sameAddress(body.address, existing) && existing.latitude !== null && existing.longitude !== null
          ? { latitude: existing.latitude, longitude: existing.longitude }
          : await locate(body.address);
      const data = {
        firstName: body.name.first_name,
        middleName: body.name.middle_name ?? null,
        lastName: body.name.last_name,
        email: body.email,
        mobileNumber: body.mobile_number,
        gender: body.gender,
        dob: new Date(`${body.dob}T00:00:00Z`),
        memberType: body.member_type,
        facilityId: place.facilityId,
        isResident: place.isResident,
        timezone: place.timezone ?? timezoneOfState(body.address.state),
        addressStreet: body.address.street,
        addressApartment: body.address.apartment_number ?? null,
        addressCity: body.address.city,
        addressState: body.address.state,
        addressZipcode: body.address.zipcode,
        latitude: coordinates.latitude,
        longitude: coordinates.longitude,
      };
      if (existing) {
        const saved = await writing(
          () => prisma.senior.update({ where: { id: existing.id }, data, include: withFacility }),
          q,
        );
        return { info: toMinimalInfo(saved), message: MEMBER_MESSAGES.saved };
      }
      const memberId = body.member_id === undefined ? {} : { memberId: await reservedMemberId(body.member_id) };
      const created = await writing(
        () =>
          prisma.$transaction(async (tx) => {
            const senior = await tx.senior.create({ data: { ...data, ...memberId }, include: withFacility });
            // A care agent coaches the member they onboard, so their next writes (basic info, devices...) stay
            // within their care relationship instead of needing a break-glass reason.
            if (hasAnyRole(user.roles, ["CareAgent"])) {
              await tx.careAgentAssignment.create({
                data: { staffUserId: user.sub, seniorId: senior.id, assignedById: user.sub },
              });
            }
            return senior;
          }),
        q,
      );
      return { info: toMinimalInfo(created), message: MEMBER_MESSAGES.created };
    },

    async get(user, seniorId, accountId) {
      const senior = await requireSenior(prisma, user, seniorId, accountId);
      const full = await prisma.senior.findUniqueOrThrow({ where: { id: senior.id }, include: withFacility });
      return toMinimalInfo(full);
    },

    async validateDuplicates(user, body) {
      // The member being edited must be one the caller may see: out of scope is 404, as everywhere.
      const senior = body.senior_id ? await requireSenior(prisma, user, body.senior_id, body.account_id) : null;
      await duplicates.refuse({ email: body.email, mobile_number: body.mobile_number, seniorId: senior?.id });
      return { email_exists: false, mobile_number_exists: false };
    },
  };
}
