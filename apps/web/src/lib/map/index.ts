export { BaseLayer, type BaseLayerProps, type BaseLayerState } from "./BaseLayer";
export { FitBounds, type FitBoundsProps } from "./FitBounds";
export { HistoryPoints, type HistoryPoint, type HistoryPointsProps } from "./HistoryPoints";
export { MapMarker, type MapMarkerProps } from "./MapMarker";
export { MapView, type MapViewProps } from "./MapView";
export {
  DEFAULT_TILE_URL,
  FIT_BOUNDS_DELAY_MS,
  MAP_ZOOM,
  MARKER_BOUNCE_MS,
  MARKER_ICON_SIZE,
  TILE_PROBE_MS,
  US_CENTER,
  US_ZOOM,
} from "./map-constants";
export { defaultMarkerIcon, numberedIcon } from "./marker-icons";
export { OfflineUsLayer } from "./OfflineUsLayer";
