import { useEffect, useState, type ReactNode } from "react";
import { TileLayer } from "react-leaflet";
import { OfflineUsLayer } from "./OfflineUsLayer";
import { TILE_ATTRIBUTION, TILE_PROBE_MS } from "./map-constants";

/** probing: tiles asked for, none back yet; tiles: the server answers; offline: draw the US outlines instead. */
export type BaseLayerState = "probing" | "tiles" | "offline";

export interface BaseLayerProps {
  /** Undefined while the configuration is loading: nothing is drawn yet, but the probe time already runs. */
  tileUrl: string | undefined;
  /** How long to wait for a first tile before going offline (TILE_PROBE_MS). */
  probeMs?: number;
  /** Told when the map settles on tiles or on the offline layer (a screen may note 'offline map'). */
  onStateChange?: (state: BaseLayerState) => void;
}

/** What the map settled on, and for which tile URL: a new URL starts a new probe. */
interface Settled {
  url: string | undefined;
  state: "tiles" | "offline";
}

/**
 * The tile server's layer while it answers; the offline US layer when it does not: a tile error before any tile
 * loaded, or no tile at all within TILE_PROBE_MS. Once a tile has loaded, a later error is a lost tile, not a lost
 * server, and the map stays on tiles.
 */
export function BaseLayer({ tileUrl, probeMs = TILE_PROBE_MS, onStateChange }: BaseLayerProps): ReactNode {
  const [settled, setSettled] = useState<Settled | null>(null);
  const state: BaseLayerState = settled !== null && settled.url === tileUrl ? settled.state : "probing";
  // Only the first answer for a URL counts.
  const settle = (next: Settled["state"]): void =>
    setSettled((current) => (current !== null && current.url === tileUrl ? current : { url: tileUrl, state: next }));

  useEffect(() => {
    if (state !== "probing") {
      onStateChange?.(state);
      return;
    }
    const timer = setTimeout(() => setSettled({ url: tileUrl, state: "offline" }), probeMs);
    return () => clearTimeout(timer);
  }, [state, tileUrl, probeMs, onStateChange]);

  if (state === "offline") return <OfflineUsLayer />;
  if (tileUrl === undefined) return null;
  return (
    <TileLayer
      key={tileUrl}
      url={tileUrl}
      attribution={TILE_ATTRIBUTION}
      eventHandlers={{ tileload: () => settle("tiles"), tileerror: () => settle("offline") }}
    />
  );
}
