import { useState, type ReactNode } from "react";
import { FitBounds, HistoryPoints, MapMarker, MapView } from "../../../lib/map";
import type { LocationHistory, LocationPoint } from "../api/get-location-history";
import { PointTooltip } from "./PointTooltip";

/** The location screen's map height: the dashboard card's 319 px was too small for a history. */
export const LOCATION_MAP_HEIGHT = 480;

export interface LocationMapProps {
  location: LocationHistory;
  home: { lat: number; lng: number } | null;
  timeZone: string;
}

const keyOf = (lat: number, lng: number, time: string | null): string => `${lat},${lng},${time ?? ""}`;

/**
 * Spec 2 §2 map modes. Home: the home marker centred at zoom 15. Away: the home marker plus the current-location
 * marker bouncing for 10 s. Both show the window's history, numbered except the last, fitted after 500 ms.
 * A marker's click fetches its address into its tooltip.
 */
export function LocationMap({ location, home, timeZone }: LocationMapProps): ReactNode {
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  const ask = (key: string): void => setAsked((s) => new Set(s).add(key));
  const away = location.atHome === "away";
  const current = location.currentCoordinates;
  const latest = location.latest;
  const centre: [number, number] | null =
    !away && home ? [home.lat, home.lng] : current ? [current.lat, current.lng] : home ? [home.lat, home.lng] : null;
  if (!centre) return null;

  const tooltip = (lat: number, lng: number, time: string | null, source: string | null): ReactNode => (
    <PointTooltip
      lat={lat}
      lng={lng}
      time={time}
      locationSource={source}
      timeZone={timeZone}
      asked={asked.has(keyOf(lat, lng, time))}
    />
  );
  const history = location.history;
  const fit: [number, number][] = [
    ...history.map((p): [number, number] => [p.lat, p.lng]),
    ...(away && current ? [[current.lat, current.lng] as [number, number]] : []),
    ...(away && home ? [[home.lat, home.lng] as [number, number]] : []),
  ];
  return (
    <MapView center={centre} height={LOCATION_MAP_HEIGHT} aria-label="Location map">
      {home && (
        <MapMarker
          position={[home.lat, home.lng]}
          title="Home"
          tooltip={tooltip(home.lat, home.lng, null, null)}
          onClick={() => ask(keyOf(home.lat, home.lng, null))}
        />
      )}
      {away && current && (
        <MapMarker
          position={[current.lat, current.lng]}
          title="Current location (away)"
          bounce
          tooltip={tooltip(current.lat, current.lng, latest?.time ?? null, latest?.locationSource ?? null)}
          onClick={() => ask(keyOf(current.lat, current.lng, latest?.time ?? null))}
        />
      )}
      <HistoryPoints<LocationPoint>
        points={history}
        tooltip={(p) => tooltip(p.lat, p.lng, p.time, p.locationSource)}
        onPointClick={(p) => ask(keyOf(p.lat, p.lng, p.time))}
      />
      {/* Home mode keeps the home centred at zoom 15; a history or an away position is fitted into view. */}
      {(away || history.length > 0) && <FitBounds points={fit} />}
    </MapView>
  );
}
