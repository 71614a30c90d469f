import { e2eQuery } from "./database.js";

/** What a senior's portal address is made of. */
export interface DemoMember {
  id: string;
  account_id: string;
  timezone: string;
}

/** A member of the demo data by member id (prisma/seed); fails when the seed has no such member. */
export async function demoMember(memberId: number): Promise<DemoMember> {
  const [row] = await e2eQuery<DemoMember>(
    "SELECT id::text, account_id::text, timezone FROM senior WHERE member_id = $1",
    [memberId],
  );
  if (!row) throw new Error(`member ${memberId} is not in the demo data`);
  return row;
}

/** The portal's address of a senior (/senior/:id/:account/:zone, the zone's slashes as dashes), before the tab. */
export const seniorPath = (m: DemoMember): string =>
  `/senior/${m.id}/${m.account_id}/${m.timezone.replaceAll("/", "-")}`;

/** A tab of the senior's screen (and one of its sub-tabs), with the tab also in the query as the portal links it. */
export const seniorTabPath = (m: DemoMember, tab: string, sub?: string): string =>
  `${seniorPath(m)}/${tab}${sub ? `/${sub}` : ""}?tab=${tab}`;
