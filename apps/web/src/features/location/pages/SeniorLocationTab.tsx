import { LOCATION_DURATION_HOURS, LOCATION_MESSAGES } from "@care/contracts";
import MyLocation from "@mui/icons-material/MyLocation";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  MenuItem,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from "@mui/material";
import { useMemo, useState, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useSession } from "../../../lib/auth/auth-context";
import { seniorPath, type SeniorRef } from "../../../lib/routing/senior-tabs";
import { effectiveRoles } from "../../../lib/session/session";
import { useLocationCalendar } from "../api/get-location-calendar";
import { useLocationHistory } from "../api/get-location-history";
import { useSeniorHome } from "../api/get-senior-home";
import { LocationDateStepper } from "../components/LocationDateStepper";
import { LocationDetails } from "../components/LocationDetails";
import { LocationMap } from "../components/LocationMap";
import { enabledDates } from "../model/calendar-dates";
import { calendarWindow, historyWindow, memberToday, type DurationHours } from "../model/location-window";

const DEFAULT_HOURS: DurationHours = 24;

function readHours(raw: string | null): DurationHours {
  const n = Number(raw);
  return (LOCATION_DURATION_HOURS as readonly number[]).includes(n) ? (n as DurationHours) : DEFAULT_HOURS;
}

/**
 * The senior's Location tab (spec 2 §2 'Senior location screen'): duration and a date with data, the details
 * panel and the map (home, away or no location). Location is asked only when the senior has a home radius
 * (spec 2 §4). The chosen date and duration live in the URL.
 */
export function SeniorLocationTab({ senior }: { senior: SeniorRef }): ReactNode {
  const session = useSession();
  const navigate = useNavigate();
  const isAdmin = effectiveRoles(session).includes("Admin");
  const [params, setParams] = useSearchParams();
  // One "now" for the visit: the windows (and so the query keys) stay put while the tab is open.
  const [now] = useState(() => Date.now());
  const [dialogDismissed, setDialogDismissed] = useState(false);
  const tz = senior.timezone;
  const today = memberToday(tz, now);

  const home = useSeniorHome(senior);
  const radius = home.data?.radius ?? null;
  const coordinates = home.data?.coordinates ?? null;
  const hasRadius = radius !== null;

  const calWindow = calendarWindow(now);
  const calendar = useLocationCalendar(
    {
      senior_id: senior.seniorId,
      account_id: senior.accountId,
      start_timestamp: calWindow.start,
      end_timestamp: calWindow.end,
      timezone: tz,
    },
    hasRadius,
  );
  const dates = useMemo(() => enabledDates(calendar.data?.calenderDates, today), [calendar.data, today]);
  const asked = params.get("date");
  const day = asked && dates.includes(asked) ? asked : (dates.at(-1) ?? today);
  const hours = readHours(params.get("hours"));
  const win = historyWindow(day, hours, tz, now);

  const history = useLocationHistory(
    {
      senior_id: senior.seniorId,
      account_id: senior.accountId,
      start_timestamp: win.start,
      end_timestamp: win.end,
      history: true,
      home_lat: coordinates?.lat,
      home_lng: coordinates?.lng,
      home_radius: radius?.value,
      home_radius_unit: radius?.unit,
      timezone: tz,
    },
    hasRadius && calendar.isSuccess,
  );

  const setParam = (name: string, value: string): void =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set(name, value);
        return copy;
      },
      { replace: true },
    );

  const location = history.data;
  const hasLocation = hasRadius && location !== undefined && location.atHome !== "none";
  const loading = home.isPending || (hasRadius && (calendar.isPending || history.isPending));
  const noHome = isAdmin && home.data !== undefined && coordinates === null;

  return (
    <Box data-testid="senior-location-tab">
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap", mb: 2 }}>
        <TextField
          select
          size="small"
          label="Duration"
          value={String(hours)}
          onChange={(e) => setParam("hours", e.target.value)}
          sx={{ minWidth: 140 }}
        >
          {LOCATION_DURATION_HOURS.map((h) => (
            <MenuItem key={h} value={String(h)}>
              {h === 1 ? "1 Hour" : `${h} Hours`}
            </MenuItem>
          ))}
        </TextField>
        <LocationDateStepper value={day} dates={dates} onChange={(d) => setParam("date", d)} />
        <Box sx={{ flexGrow: 1 }} />
        {/* Spec 2 §2: 'The Locate Me action is disabled in the interface.' */}
        <Tooltip title="Locate Me is not available from the portal">
          <span>
            <Button variant="outlined" startIcon={<MyLocation />} disabled>
              Locate Me
            </Button>
          </span>
        </Tooltip>
      </Box>

      {history.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {LOCATION_MESSAGES.notFetched}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <LocationDetails location={location} timeZone={tz} radius={radius} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {loading ? (
            <CircularProgress aria-label="Loading location" />
          ) : hasLocation ? (
            <LocationMap location={location} home={coordinates} timeZone={tz} />
          ) : (
            <Paper variant="outlined" sx={{ p: 6, textAlign: "center" }}>
              <Typography color="text.secondary">{LOCATION_MESSAGES.noLocation}</Typography>
            </Paper>
          )}
        </Grid>
      </Grid>

      <Dialog open={noHome && !dialogDismissed} onClose={() => setDialogDismissed(true)}>
        <DialogTitle>Location</DialogTitle>
        <DialogContent>{LOCATION_MESSAGES.noHome}</DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => void navigate(seniorPath(senior, "onboarding-info"))}>
            Proceed
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
