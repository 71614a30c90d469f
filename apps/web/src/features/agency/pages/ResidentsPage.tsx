import { hasAnyRole, PAGE_SIZES } from "@care/contracts";
import InfoOutlined from "@mui/icons-material/InfoOutlined";
import { Box, IconButton, MenuItem, TextField, Tooltip, Typography } from "@mui/material";
import { useCallback, useMemo, type ReactNode } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useAuth, useSession } from "../../../lib/auth/auth-context";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { NameSearchField } from "../../../lib/table/NameSearchField";
import { residentDashboardPath } from "../../../lib/routing/agency-paths";
import { useAgencyDetail } from "../api/get-agency-detail";
import { useAgencyResidents, type AgencyResident } from "../api/get-agency-residents";
import { useFacilitySummaries } from "../api/get-facility-summaries";
import { useMarkSummariesRead } from "../api/mark-summaries-read";
import { AgencyHeaderCard } from "../components/AgencyHeaderCard";
import { ClientsTable } from "../components/ClientsTable";
import { clientTypeFilter, facilityTypeToSend, unreadSummariesBySenior } from "../model/client-filter";
import { useAgencyCrumbs } from "./use-agency-crumbs";

const SIZE = PAGE_SIZES.residents;
/** Spec 3 §5: letters, digits, whitespace and common punctuation; anything else is ignored as typed. */
const keepNameCharacters = (v: string): string => v.replace(/[^\p{L}\p{N}\s.,'’-]/gu, "").slice(0, 100);

/**
 * .../{facilityHomePage}/residents: the agency's clients, 40 a page (spec 3 §2 'Clients list'). Search, filter and
 * page live in this visit's URL only (no page cache): leaving the list resets them (spec 3 §2).
 */
export function ResidentsPage(): ReactNode {
  const { facilityId = "" } = useParams();
  const navigate = useNavigate();
  const { roles } = useAuth();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const isAdmin = hasAnyRole(roles, ["Admin", "Admin_WellnessServices"]);
  const isFacilityAgent = hasAnyRole(roles, ["FACILITY_AGENT"]) && !isAdmin;
  const agency = useAgencyDetail(facilityId);

  const page = Math.max(1, Math.trunc(Number(params.get("page") ?? "1")) || 1);
  const search = params.get("search") ?? "";
  const filter = clientTypeFilter({
    isAdmin,
    agentFacilityType: isFacilityAgent ? (session.facilityInfo?.facility_type ?? null) : null,
    chosen: params.get("type") ?? "",
  });
  const set = useCallback(
    (change: Record<string, string>): void =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(change)) {
            if (v === "" || (k === "page" && v === "1")) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const onSearch = useCallback((v: string) => set({ search: v, page: "1" }), [set]);
  const trimmed = search.trim().replace(/\s+/g, " ");
  const facilityType = facilityTypeToSend(filter.value);
  const residents = useAgencyResidents({
    facility_id: facilityId,
    offset: String((page - 1) * SIZE),
    limit: String(SIZE),
    ...(trimmed ? { search: trimmed } : {}),
    ...(facilityType ? { facility_type: facilityType } : {}),
  });
  const summaries = useFacilitySummaries(facilityId, isFacilityAgent);
  const unread = useMemo(
    () => unreadSummariesBySenior(summaries.data?.items ?? [], isFacilityAgent),
    [summaries.data, isFacilityAgent],
  );
  const markRead = useMarkSummariesRead();

  const open = (r: AgencyResident): void => {
    const ids = unread.get(r.senior_id);
    if (ids && ids.length > 0) {
      markRead.mutate({ senior_id: r.senior_id, account_id: r.account_id, care_insight_id: ids });
    }
    void navigate(
      residentDashboardPath(facilityId, { seniorId: r.senior_id, accountId: r.account_id, timezone: r.timezone }),
    );
  };

  return (
    <Box data-testid="page" data-page-title="Clients">
      <PageHeader title="Clients" crumbs={useAgencyCrumbs("clients")} />
      <AgencyHeaderCard agency={agency.data} />
      <Box sx={{ display: "flex", gap: 2, mb: 2, alignItems: "center", flexWrap: "wrap" }}>
        <NameSearchField label="Search by name" value={search} onChange={onSearch} keep={keepNameCharacters} />
        <TextField
          select
          size="small"
          label="Client Type"
          value={filter.value}
          disabled={filter.disabled}
          onChange={(e) => set({ type: e.target.value, page: "1" })}
          sx={{ minWidth: 200 }}
        >
          {filter.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
        <Tooltip
          title={
            <>
              <Typography variant="subtitle2">Your All-In-One Dashboard</Typography>
              <Typography variant="body2">Open a client to see their vitals, messages, falls and SOS.</Typography>
            </>
          }
        >
          <IconButton aria-label="Your All-In-One Dashboard">
            <InfoOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <ClientsTable
        rows={residents.data?.items ?? []}
        page={page}
        pageSize={SIZE}
        total={residents.data?.total ?? 0}
        onPageChange={(p) => set({ page: String(p) })}
        highlighted={new Set(unread.keys())}
        onOpen={open}
        loading={residents.isFetching}
        failed={residents.isError}
        searched={trimmed !== ""}
      />
    </Box>
  );
}
