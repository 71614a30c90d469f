import { Box, Card, CardActionArea, CardContent, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { seniorPath, type SeniorRef } from "../../../../lib/routing/senior-tabs";
import { MapMarker, MapView } from "../../../../lib/map";
import { useLastKnownAddress } from "../../api/get-last-known-address";
import type { LocationSummary } from "../../api/get-location-summary";

/** Spec 2 §9 / spec 3 §2: the summary card is 319 px high. */
export const LOCATION_CARD_HEIGHT = 319;
const STATE = { home: "Home", away: "Away", none: "No data" } as const;
/** Spec 3 §8: the card's text for an unknown last-known address (spelled so). */
export const NO_ADDRESS = "No Address Founds";

function awayText(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return "-";
  const minutes = Math.round(seconds / 60);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/**
 * The location summary card: Location (Home, Away or No data), the time away from home over the last 24 hours, the
 * last known address and a small map of the current position; a click opens the Location tab. A failed or missing
 * answer reads 'No data'; no position, or one without an address, reads 'No Address Founds' (spec 3 §8).
 */
export function LocationSummaryCard({
  senior,
  location,
}: {
  senior: SeniorRef;
  location: LocationSummary | undefined;
}): ReactNode {
  const navigate = useNavigate();
  const where = location?.currentCoordinates;
  const address = useLastKnownAddress(where);
  const addressText = !where || address.isError ? NO_ADDRESS : address.isPending ? "…" : address.data.formatted_address;
  return (
    <Card variant="outlined" component="section" aria-label="Location" sx={{ height: "100%" }}>
      <CardActionArea onClick={() => void navigate(seniorPath(senior, "senior-location"))}>
        <CardContent>
          <Stack direction="row" spacing={4} sx={{ mb: 1 }}>
            <div>
              <Typography variant="caption" color="text.secondary">
                Location
              </Typography>
              <Typography variant="h6" aria-label="Location state">
                {STATE[location?.atHome ?? "none"]}
              </Typography>
            </div>
            <div>
              <Typography variant="caption" color="text.secondary">
                Time Away From Home
              </Typography>
              <Typography variant="h6" aria-label="Time away from home">
                {awayText(location?.total_time_away_secs)}
              </Typography>
            </div>
          </Stack>
          <Box sx={{ mb: 1 }}>
            <Typography variant="caption" color="text.secondary">
              Last Known Address
            </Typography>
            <Typography variant="body2" aria-label="Last known address">
              {addressText}
            </Typography>
          </Box>
          {where ? (
            <MapView center={[where.lat, where.lng]} height={LOCATION_CARD_HEIGHT}>
              <MapMarker position={[where.lat, where.lng]} />
            </MapView>
          ) : (
            <Box
              sx={{
                height: LOCATION_CARD_HEIGHT,
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
                bgcolor: "action.hover",
              }}
            >
              <Typography color="text.secondary">No data</Typography>
            </Box>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
