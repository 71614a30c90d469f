/**
 * Spec 1 §2 / spec 3 §5: a non-admin whose saved facility type (session storage, set by a care-dashboard click)
 * differs from the client's facility type is denied the client dashboard. Nothing saved: allowed.
 */
export function deniedByFacilityType(input: {
  isAdmin: boolean;
  savedType: string | null;
  clientType: string | null | undefined;
}): boolean {
  if (input.isAdmin || !input.savedType || !input.clientType) return false;
  return input.savedType.toLowerCase() !== input.clientType.toLowerCase();
}
