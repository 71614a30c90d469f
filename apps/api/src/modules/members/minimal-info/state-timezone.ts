import { DEFAULT_TIMEZONE } from "@care/contracts";

// The time zone most of each state's people live in (USPS codes). A member of a state split between zones gets
// the zone of its larger part; staff correct a rare exception by editing the member's time zone later.
const EASTERN = "America/New_York";
const CENTRAL = "America/Chicago";
const MOUNTAIN = "America/Denver";
const PACIFIC = "America/Los_Angeles";

const ZONE_OF_STATE: Record<string, string> = {
  AL: CENTRAL,
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: CENTRAL,
  CA: PACIFIC,
  CO: MOUNTAIN,
  CT: EASTERN,
  DE: EASTERN,
  DC: EASTERN,
  FL: EASTERN,
  GA: EASTERN,
  HI: "Pacific/Honolulu",
  ID: MOUNTAIN,
  IL: CENTRAL,
  IN: "America/Indiana/Indianapolis",
  IA: CENTRAL,
  KS: CENTRAL,
  KY: EASTERN,
  LA: CENTRAL,
  ME: EASTERN,
  MD: EASTERN,
  MA: EASTERN,
  MI: "America/Detroit",
  MN: CENTRAL,
  MS: CENTRAL,
  MO: CENTRAL,
  MT: MOUNTAIN,
  NE: CENTRAL,
  NV: PACIFIC,
  NH: EASTERN,
  NJ: EASTERN,
  NM: MOUNTAIN,
  NY: EASTERN,
  NC: EASTERN,
  ND: CENTRAL,
  OH: EASTERN,
  OK: CENTRAL,
  OR: PACIFIC,
  PA: EASTERN,
  RI: EASTERN,
  SC: EASTERN,
  SD: CENTRAL,
  TN: CENTRAL,
  TX: CENTRAL,
  UT: MOUNTAIN,
  VT: EASTERN,
  VA: EASTERN,
  WA: PACIFIC,
  WV: EASTERN,
  WI: CENTRAL,
  WY: MOUNTAIN,
  PR: "America/Puerto_Rico",
  VI: "America/St_Thomas",
  GU: "Pacific/Guam",
  AS: "Pacific/Pago_Pago",
  MP: "Pacific/Saipan",
};

/** The IANA zone of a member living in `state` (two-letter code); the product default when unknown. */
export function timezoneOfState(state: string): string {
  return ZONE_OF_STATE[state.toUpperCase()] ?? DEFAULT_TIMEZONE;
}
