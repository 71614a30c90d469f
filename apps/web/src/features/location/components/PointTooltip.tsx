import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { formatInZone } from "../../../lib/format/zoned-time";
import { useMarkerAddress } from "../api/reverse-geocode";

/** Spec 2 §2 address placeholders. */
export const ADDRESS_TEXT = {
  notAsked: "Click to get address",
  none: "No address found",
  loading: "Loading…",
} as const;
const NA = "NA";

export interface PointTooltipProps {
  lat: number;
  lng: number;
  time: string | null;
  locationSource: string | null;
  timeZone: string;
  /** The marker was clicked: fetch its address. */
  asked: boolean;
}

/** A marker's tooltip: Date & time, Address, Latitude, Longitude, Location Source (NA when missing). */
export function PointTooltip({ lat, lng, time, locationSource, timeZone, asked }: PointTooltipProps): ReactNode {
  const address = useMarkerAddress(lat, lng, asked);
  const addressText = !asked
    ? ADDRESS_TEXT.notAsked
    : address.isPending
      ? ADDRESS_TEXT.loading
      : (address.data?.formatted_address ?? ADDRESS_TEXT.none);
  const rows: [string, string][] = [
    ["Date & time", time ? formatInZone(time, timeZone) : NA],
    ["Address", addressText],
    ["Latitude", lat.toFixed(6)],
    ["Longitude", lng.toFixed(6)],
    ["Location Source", locationSource || NA],
  ];
  return (
    <Box sx={{ minWidth: 200 }}>
      {rows.map(([label, value]) => (
        <Typography key={label} variant="body2">
          <b>{label}:</b> {value}
        </Typography>
      ))}
    </Box>
  );
}
