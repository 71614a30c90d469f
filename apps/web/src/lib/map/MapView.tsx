import "leaflet/dist/leaflet.css";
import "./map.css";
import { Box } from "@mui/material";
import type { ReactNode } from "react";
import { MapContainer } from "react-leaflet";
import { BaseLayer, type BaseLayerState } from "./BaseLayer";
import { MAP_ZOOM } from "./map-constants";
import { useMapTileUrl } from "./use-map-tile-url";

export interface MapViewProps {
  center: [number, number];
  zoom?: number;
  /** CSS height of the map (the dashboard's summary card is 319 px, spec 2 §9). */
  height: number | string;
  /** Overrides the configured tile server (tests, print). */
  tileUrl?: string;
  onBaseLayerChange?: (state: BaseLayerState) => void;
  /** How long to wait for a first tile before drawing the offline layer (TILE_PROBE_MS). */
  tileProbeMs?: number;
  /** Markers, history points, FitBounds. */
  children?: ReactNode;
  "aria-label"?: string;
}

/**
 * The portal's map: Leaflet through react-leaflet at zoom 15 on the configured tile server, or on the offline US
 * outline layer where no tile server answers. Markers go in as children.
 */
export function MapView({
  center,
  zoom = MAP_ZOOM,
  height,
  tileUrl,
  onBaseLayerChange,
  tileProbeMs,
  children,
  "aria-label": ariaLabel = "Map",
}: MapViewProps): ReactNode {
  const configured = useMapTileUrl();
  return (
    <Box
      role="region"
      aria-label={ariaLabel}
      sx={{ height, width: "100%", "& .leaflet-container": { height: "100%" } }}
    >
      <MapContainer center={center} zoom={zoom} scrollWheelZoom style={{ height: "100%", width: "100%" }}>
        <BaseLayer tileUrl={tileUrl ?? configured} probeMs={tileProbeMs} onStateChange={onBaseLayerChange} />
        {children}
      </MapContainer>
    </Box>
  );
}
