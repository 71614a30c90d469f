import type L from "leaflet";
import { useEffect, useRef, type ReactNode } from "react";
import { Marker, Tooltip } from "react-leaflet";
import { MARKER_BOUNCE_MS } from "./map-constants";
import { defaultMarkerIcon } from "./marker-icons";

export interface MapMarkerProps {
  position: [number, number];
  /** Hover text (spec 2: Date & time, Address, Latitude, Longitude, Location Source). */
  tooltip?: ReactNode;
  /** Spec 2 'away' mode: the current-location marker bounces for 10 s. */
  bounce?: boolean;
  onClick?: () => void;
  title?: string;
  icon?: L.Icon | L.DivIcon;
}

/** A marker with the portal's bundled 35 × 50 icon; optionally bouncing for MARKER_BOUNCE_MS after it appears. */
export function MapMarker({ position, tooltip, bounce, onClick, title, icon }: MapMarkerProps): ReactNode {
  const ref = useRef<L.Marker>(null);
  const [lat, lng] = position;

  useEffect(() => {
    const element = ref.current?.getElement();
    if (!bounce || !element) return;
    element.classList.add("care-map-bounce");
    const timer = setTimeout(() => element.classList.remove("care-map-bounce"), MARKER_BOUNCE_MS);
    return () => {
      clearTimeout(timer);
      element.classList.remove("care-map-bounce");
    };
  }, [bounce, lat, lng]);

  return (
    <Marker
      ref={ref}
      position={position}
      icon={icon ?? defaultMarkerIcon}
      title={title}
      eventHandlers={onClick ? { click: onClick } : undefined}
    >
      {tooltip && <Tooltip>{tooltip}</Tooltip>}
    </Marker>
  );
}
