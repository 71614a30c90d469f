import { hasAnyRole, type DashboardSearchItem } from "@care/contracts";
import Insights from "@mui/icons-material/Insights";
import { Box, Button, FormControlLabel, Switch } from "@mui/material";
import { useCallback, useEffect, useMemo, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useAuth, useSession } from "../../../lib/auth/auth-context";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { PATHS } from "../../../lib/routing/paths";
import { ROUTE_ROLES } from "../../../lib/routing/route-roles";
import { useKeyPages } from "../../../lib/table/key-pages";
import { useListParams } from "../../../lib/table/list-params";
import { useSeniorList, type SeniorListQuery } from "../api/get-senior-list";
import { SeniorListTable } from "../components/SeniorListTable";
import { SeniorSearchField } from "../components/SeniorSearchField";

const FILTERS = ["search", "all"] as const;
const LIST_NAME = "home-seniors";
const SORTS: Record<string, SeniorListQuery["order"]> = { name: "name", member_id: "member_id" };

function searchQuery(search: string): string | undefined {
  if (!search) return undefined;
  const item: DashboardSearchItem = /^\d{1,6}$/.test(search)
    ? { type: "member_id", value: search }
    : { type: "name", value: search };
  return JSON.stringify([item]);
}

/**
 * '/' for care agents, warehouse employees and BDMs (spec 1 §2): the user's seniors — a care agent's assigned ones,
 * or everybody with 'All Seniors' — searchable, 100 a page (cursor paging). A name opens the senior area at the
 * role's default section; the whole row opens it. The roles that may open the care dashboard get a button to it.
 */
export function HomePage(): ReactNode {
  const session = useSession();
  const { roles, roleConfig } = useAuth();
  const isCareAgent = hasAnyRole(roles, ["CareAgent"]);
  const mayOpenDashboard = hasAnyRole(roles, ROUTE_ROLES.careDashboard);
  const section = roleConfig?.defaultHomeRoute === "onboarding-info" ? "onboarding-info" : "dashboard";

  const list = useListParams({ name: LIST_NAME, filters: FILTERS });
  const search = list.filters.search;
  const allSeniors = isCareAgent && list.filters.all === "1";
  const order = (list.sort && SORTS[list.sort.field]) || "member_since";
  const ascending = list.sort ? list.sort.direction === "asc" : true;
  const scope = JSON.stringify([search, allSeniors, order, ascending]);
  const pages = useKeyPages(LIST_NAME, undefined, list.page, scope);

  const query = useMemo<SeniorListQuery>(
    () => ({
      order,
      ascending: ascending ? "true" : "false",
      ...(isCareAgent ? { assigned_to: allSeniors ? "all" : session.userId } : {}),
      ...(searchQuery(search) ? { search_query: searchQuery(search) } : {}),
      ...(pages.key ? { last_evaluated_key: pages.key } : {}),
    }),
    [order, ascending, isCareAgent, allSeniors, session.userId, search, pages.key],
  );
  const result = useSeniorList(query, pages.key !== undefined);

  // A link to a page whose cursor is unknown (never loaded in this browser) starts over at page 1.
  const { setPage } = list;
  useEffect(() => {
    if (pages.key === undefined) setPage(1);
  }, [pages.key, setPage]);
  const { remember } = pages;
  const answeredKey = result.isPlaceholderData ? undefined : result.data?.last_evaluated_key;
  useEffect(() => {
    if (answeredKey !== undefined) remember(list.page, answeredKey);
  }, [answeredKey, list.page, remember]);

  const { setFilter } = list;
  const onSearch = useCallback((v: string) => setFilter("search", v), [setFilter]);

  return (
    <Box data-testid="page" data-page-title="Home">
      <PageHeader
        title="Home"
        crumbs={[{ label: "Home" }]}
        actions={
          mayOpenDashboard && (
            <Button variant="contained" startIcon={<Insights />} component={RouterLink} to={PATHS.careDashboard}>
              Care Dashboard
            </Button>
          )
        }
      />
      <Box sx={{ display: "flex", gap: 2, mb: 2, flexWrap: "wrap", alignItems: "center" }}>
        <SeniorSearchField value={search} onChange={onSearch} />
        {isCareAgent && (
          <FormControlLabel
            label="All Seniors"
            control={<Switch checked={allSeniors} onChange={(e) => setFilter("all", e.target.checked ? "1" : "")} />}
          />
        )}
      </Box>
      <SeniorListTable
        rows={result.data?.items ?? []}
        section={section}
        page={list.page}
        hasNext={pages.hasNext}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.toggleSort}
        loading={result.isFetching}
        failed={result.isError}
        searched={Boolean(searchQuery(search))}
      />
    </Box>
  );
}
