import { hasAnyRole, msToNs, type DashboardSearchItem } from "@care/contracts";
import Refresh from "@mui/icons-material/Refresh";
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  FormControlLabel,
  Grid,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { useAuth, useSession } from "../../../lib/auth/auth-context";
import { productName, useClientConfig } from "../../../lib/config/client-config";
import { useToast } from "../../../lib/feedback/toast-context";
import { PageHeader, useHomeCrumb } from "../../../lib/layout/PageHeader";
import { FACILITY_TYPE_STORAGE_KEY, residentDashboardPath } from "../../../lib/routing/agency-paths";
import { PRODUCT_NAME } from "../../../lib/routing/paths";
import { seniorPath } from "../../../lib/routing/senior-tabs";
import { periodStart } from "../../../lib/pickers/period";
import {
  careDashboardKey,
  dashboardCards,
  useCareDashboard,
  type CareDashboardQuery,
  type DashboardCard as Card,
} from "../../../lib/shared/care-dashboard";
import { DashboardCard } from "../components/DashboardCard";
import { MemberIdSearchField, NameSearchField } from "../components/DashboardSearchFields";
import { InfiniteScrollEnd } from "../components/InfiniteScrollEnd";
import { RefreshPrompt } from "../components/RefreshPrompt";
import { nameToSend } from "../components/search-rules";
import { useDashboardFilters, TIME_FRAMES, type TimeFrame } from "../hooks/use-dashboard-filters";
import { useDebouncedSearch } from "../hooks/use-debounced-search";
import { NO_MATCH } from "../../../lib/table/PagedTable";
import { useLiveAlarms } from "../hooks/use-live-alarms";

export const DASHBOARD_FAILED = "Fetch seniors dashboard failed.";
const SUBTITLE = "Real-time health monitoring and alert management";
const TIME_FRAME_LABELS: Record<TimeFrame, string> = { day: "DAY", week: "WEEK", month: "MONTH" };
const memberIdToSend = (text: string): string => text;
const browserTimezone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "America/New_York";

/**
 * /care-dashboard (spec 3 §2, §4, §5, §9): one card per senior, coloured by risk, searchable by name and id, over
 * the day, week or month so far; care agents see their assigned seniors unless 'All Seniors' is on. Cards load 20
 * at a time as the list's end comes into view, and SOS/fall events update them live.
 */
export function CareDashboardPage(): ReactNode {
  const session = useSession();
  const { roles } = useAuth();
  const navigate = useNavigate();
  const home = useHomeCrumb();
  const toast = useToast();
  const product = productName(useClientConfig(), PRODUCT_NAME);
  const isCareAgent = hasAnyRole(roles, ["CareAgent"]);
  const ownFacility = hasAnyRole(roles, ["FACILITY_AGENT"]) ? session.facilityInfo : null;
  // Inside the agency area (.../{facilityId}/facilityCare, spec 1 §2) the cards are that agency's only.
  const { facilityId: agencyId } = useParams();
  const facility = useMemo(
    () =>
      agencyId
        ? {
            facility_id: agencyId,
            facility_type: ownFacility?.facility_id === agencyId ? ownFacility.facility_type : "",
          }
        : ownFacility,
    [agencyId, ownFacility],
  );

  const [filters, setFilters] = useDashboardFilters();
  const name = useDebouncedSearch(filters.name, nameToSend);
  const memberId = useDebouncedSearch(filters.memberId, memberIdToSend);
  // Each period runs from its start until "now": the moment of the last (re)load, so the pages of one list agree.
  const [loadedAt, setLoadedAt] = useState(() => Date.now());
  // A care agent without assigned seniors always sees everybody (spec 3 §4).
  const [noneAssigned, setNoneAssigned] = useState(false);
  const allSeniors = isCareAgent && (filters.allSeniors || noneAssigned);

  const query = useMemo<CareDashboardQuery>(() => {
    const search: DashboardSearchItem[] = [];
    if (name) search.push({ type: "name", value: name });
    if (memberId) search.push({ type: "member_id", value: memberId });
    const start = periodStart(filters.timeFrame, new Date(loadedAt)).getTime();
    return {
      start_time: msToNs(start),
      end_time: msToNs(Math.max(loadedAt, start + 1)),
      ascending: "true",
      timezone: browserTimezone(),
      ...(isCareAgent ? { assigned_to: allSeniors ? "all" : session.userId } : {}),
      ...(facility ? { facility_id: facility.facility_id, facility_type: facilityType(facility.facility_type) } : {}),
      ...(search.length > 0 ? { search_query: JSON.stringify(search) } : {}),
    };
  }, [name, memberId, filters.timeFrame, loadedAt, isCareAgent, allSeniors, session.userId, facility]);

  const result = useCareDashboard(query);
  useLiveAlarms(careDashboardKey(query));
  const cards = dashboardCards(result.data);
  const settled = result.isSuccess && !result.isPlaceholderData;

  // The agent's own unsearched list came back empty: latched, so widening the list does not undo it.
  if (isCareAgent && !allSeniors && !name && !memberId && settled && cards.length === 0) setNoneAssigned(true);

  const failedOnce = useRef<unknown>(null);
  useEffect(() => {
    if (result.isError && failedOnce.current !== result.error) {
      failedOnce.current = result.error;
      toast.show({ type: "error", message: DASHBOARD_FAILED });
    }
  }, [result.isError, result.error, toast]);

  const refresh = useCallback(() => setLoadedAt(Date.now()), []);
  const { fetchNextPage } = result;
  // cancelRefetch false: a second sighting of the end while a page loads does not start it over.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const open = (card: Card): void => {
    const ref = { seniorId: card.seniorId, accountId: card.account_id, timezone: card.location.timezone };
    if (facility) {
      if (facility.facility_type) sessionStorage.setItem(FACILITY_TYPE_STORAGE_KEY, facility.facility_type);
      void navigate(residentDashboardPath(facility.facility_id, ref));
    } else {
      void navigate(seniorPath(ref, "dashboard"));
    }
  };

  const refreshing = result.isFetching && !result.isFetchingNextPage;
  return (
    <Box data-testid="page" data-page-title={`${product} Care Dashboard`}>
      <PageHeader title={`${product} Care Dashboard`} crumbs={agencyId ? [] : [home, { label: "Care Dashboard" }]} />
      <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
        {SUBTITLE}
      </Typography>
      <Box sx={{ display: "flex", gap: 2, mb: 3, flexWrap: "wrap", alignItems: "center" }}>
        <NameSearchField value={filters.name} onChange={(v) => setFilters({ name: v })} />
        <MemberIdSearchField value={filters.memberId} onChange={(v) => setFilters({ memberId: v })} />
        <Button variant="outlined" startIcon={<Refresh />} onClick={refresh} disabled={refreshing}>
          {refreshing ? "Refreshing..." : "Refresh"}
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          color="primary"
          value={filters.timeFrame}
          aria-label="Time frame"
          onChange={(_, v: TimeFrame | null) => {
            if (!v) return;
            setFilters({ timeFrame: v });
            setLoadedAt(Date.now());
          }}
        >
          {TIME_FRAMES.map((t) => (
            <ToggleButton key={t} value={t}>
              {TIME_FRAME_LABELS[t]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {isCareAgent && (
          <FormControlLabel
            label="All Seniors"
            control={
              <Switch
                checked={allSeniors}
                disabled={noneAssigned}
                onChange={(e) => setFilters({ allSeniors: e.target.checked })}
              />
            }
          />
        )}
      </Box>
      <DashboardBody
        cards={cards}
        loading={result.isPending}
        error={result.isError ? result.error.message : null}
        searched={name !== "" || memberId !== ""}
        onOpen={open}
      />
      {cards.length > 0 && (
        <InfiniteScrollEnd hasMore={result.hasNextPage} loading={result.isFetchingNextPage} onLoadMore={loadMore} />
      )}
      <RefreshPrompt onContinue={refresh} />
    </Box>
  );
}

function DashboardBody({
  cards,
  loading,
  error,
  searched,
  onOpen,
}: {
  cards: Card[];
  loading: boolean;
  error: string | null;
  /** A name or id search is applied: no cards then says 'No Match Found' (spec 1 §8), not 'No Records Found'. */
  searched: boolean;
  onOpen: (card: Card) => void;
}): ReactNode {
  if (error !== null) {
    return (
      <Alert severity="error">
        <AlertTitle>Error Loading Dashboard</AlertTitle>
        {error}
      </Alert>
    );
  }
  if (loading) return <Typography color="text.secondary">Loading seniors...</Typography>;
  if (cards.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: "center", py: 6 }}>
        {searched ? NO_MATCH : "No Records Found"}
      </Typography>
    );
  }
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.seniorId} size={{ xs: 12, sm: 6, lg: 3 }}>
          <DashboardCard card={card} onOpen={onOpen} />
        </Grid>
      ))}
    </Grid>
  );
}

/** The facility type of the session as the dashboard's filter takes it; an unknown one is left out. */
function facilityType(raw: string): CareDashboardQuery["facility_type"] {
  return raw === "assisted_living" || raw === "independent_living" || raw === "memory_care" ? raw : undefined;
}
