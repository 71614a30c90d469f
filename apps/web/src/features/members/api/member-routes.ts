import {
  careCircleRoutes,
  photoRoutes,
  providerRoutes,
  seniorListRoutes,
  memberRoutes,
  type RouteContract,
} from "@care/contracts";

export { seniorQuery, type SeniorIds } from "../../../lib/shared/senior-profile";

/** Everything the profile tabs read of one senior: a member save reloads it all. */
export const MEMBER_PROFILE_ROUTES: readonly RouteContract[] = [
  memberRoutes.minimalInfo,
  memberRoutes.basicInfo,
  memberRoutes.persona,
  photoRoutes.images,
  careCircleRoutes.list,
  ...Object.values(providerRoutes).map((type) => type.list),
];

/** The senior area's header card (name, photo, zone): refreshed after a profile or photo save. */
export const SENIOR_HEADER_ROUTES: readonly RouteContract[] = [seniorListRoutes.seniorHeader];
