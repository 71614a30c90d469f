import type { AccessClaims } from "@care/contracts";
import type { Prisma } from "@care/db";
import { seniorScope, vitalsScope } from "../../access/senior-visibility.js";

// Which seniors a FHIR caller reaches. The rule is the portal's (access/senior-visibility.ts), with one narrowing:
// a care agent reaches their ASSIGNED seniors only. The portal's 'All Seniors' switch widens a care agent's list on
// screen one senior at a time; an interface built to copy data out in bulk must not hand an EHR or an analytics job
// every member of the organisation because the caller's role is CareAgent (issue 30 item 1).

/** The seniors whose profile, devices and care team the caller reads. */
export function patientScope(user: AccessClaims): Prisma.SeniorWhereInput {
  return seniorScope(user);
}

/** The seniors whose readings the caller reads: the patient scope within the vitals rule (never BDM, warehouse). */
export function observationScope(user: AccessClaims): Prisma.SeniorWhereInput {
  return { AND: [seniorScope(user), vitalsScope(user)] };
}
