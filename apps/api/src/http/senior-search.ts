import type { DashboardSearchItem } from "@care/contracts";
import type { Prisma } from "@care/db";

// The name and member-id searches of spec 3 §5, shared by every senior list that takes a `search_query` (the Home
// page's senior list; the care dashboard has the same rules).

/** Member ids are six digits (100001…), so a digit prefix is a contiguous id range. */
export function memberIdPrefix(prefix: string): Prisma.SeniorWhereInput {
  const k = Math.max(0, 6 - prefix.length);
  const lo = Number(prefix) * 10 ** k;
  return { memberId: { gte: lo, lte: lo + 10 ** k - 1 } };
}

/** One filter per search item (all must match); a name matches when every word is in the first, middle or last name. */
export function seniorSearchFilters(items: readonly DashboardSearchItem[]): Prisma.SeniorWhereInput[] {
  const out: Prisma.SeniorWhereInput[] = [];
  for (const item of items) {
    if (item.value === "") continue;
    if (item.type === "member_id") {
      out.push(memberIdPrefix(item.value));
      continue;
    }
    for (const word of item.value.split(" ")) {
      const contains = { contains: word, mode: "insensitive" as const };
      out.push({ OR: [{ firstName: contains }, { middleName: contains }, { lastName: contains }] });
    }
  }
  return out;
}
