import { usersSeniorListRoutes } from "@care/contracts";
import { useQuery } from "@tanstack/react-query";
import type { SeniorRef } from "../../../app/routing/senior-tabs";
import { useApi } from "../../../app/services";
import { routeQueryOptions } from "../../../lib/api/route-query";

/**
 * The senior's full name for 'Senior Member: {name}' (spec 2 §2), from the header card's call: the same key as
 * features/senior's, so the answer the card already has is reused. Undefined while unknown.
 */
export function useSeniorFullName(senior: SeniorRef): string | undefined {
  const query = { senior_id: senior.seniorId, account_id: senior.accountId };
  const header = useQuery({
    ...routeQueryOptions(useApi(), usersSeniorListRoutes.seniorHeader, ["senior", "header", query], {
      query,
      silent: true,
    }),
    staleTime: 60_000,
  });
  const name = header.data?.name;
  if (!name) return undefined;
  return [name.first_name, name.middle_name, name.last_name].filter((p) => p && p.trim()).join(" ");
}
