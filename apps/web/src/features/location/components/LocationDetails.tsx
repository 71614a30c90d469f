import { Box, Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { formatInZone } from "../../../lib/format/zoned-time";
import type { LocationHistory } from "../api/get-location-history";

const STATE = { home: "Home", away: "Away", none: "No data" } as const;

/** '2h 05m' from seconds; '-' for none. */
export function durationText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return "-";
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}

function Row({ label, value }: { label: string; value: ReactNode }): ReactNode {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography aria-label={label}>{value}</Typography>
    </Box>
  );
}

/** The location screen's details panel: where the senior is, how long away, and the latest reading. */
export function LocationDetails({
  location,
  timeZone,
  radius,
}: {
  location: LocationHistory | undefined;
  timeZone: string;
  radius: { value: number; unit: string } | null;
}): ReactNode {
  const latest = location?.latest;
  return (
    <Card variant="outlined" component="section" aria-label="Location details" sx={{ height: "100%" }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Details
        </Typography>
        <Row label="Location" value={STATE[location?.atHome ?? "none"]} />
        <Row label="Time Away From Home" value={durationText(location?.timeAwayFromHome)} />
        <Row label="Total Time Away (window)" value={durationText(location?.total_time_away_secs)} />
        <Row label="Last Updated" value={formatInZone(location?.lastUpdated, timeZone)} />
        <Row
          label="Current Coordinates"
          value={
            location?.currentCoordinates
              ? `${location.currentCoordinates.lat.toFixed(5)}, ${location.currentCoordinates.lng.toFixed(5)}`
              : "-"
          }
        />
        <Row label="Location Source" value={latest?.locationSource || "NA"} />
        <Row label="Home Radius" value={radius ? `${radius.value} ${radius.unit}` : "-"} />
        <Row label="History Points" value={location?.history.length ?? 0} />
      </CardContent>
    </Card>
  );
}
