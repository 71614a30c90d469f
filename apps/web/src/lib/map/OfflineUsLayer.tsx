import L from "leaflet";
import { useEffect, type ReactNode } from "react";
import { useMap } from "react-leaflet";
import { COUNTY_MIN_ZOOM } from "./map-constants";
import { loadUsOutlines } from "./us-outlines";

const PANE = "care-offline-base";

/**
 * The base map drawn when no tile server answers: state outlines (filled as land) and, from COUNTY_MIN_ZOOM on,
 * county borders, in a pane under the markers, so points still sit on a recognisable map.
 */
export function OfflineUsLayer(): ReactNode {
  const map = useMap();

  useEffect(() => {
    let cancelled = false;
    const layers: L.Layer[] = [];
    const container = map.getContainer();
    container.classList.add("care-map-offline");
    // Under the overlay pane (400) and the markers, where the tiles would have been.
    const pane = map.getPane(PANE) ?? map.createPane(PANE);
    pane.style.zIndex = "250";
    // GeoJSON hands these to every path it makes; one SVG renderer in our pane draws them all.
    const pathOptions: L.PathOptions = {
      pane: PANE,
      renderer: new L.SVG({ pane: PANE, padding: 0.5 }),
      interactive: false,
    };
    const counties = L.layerGroup();
    const showCounties = (): void => {
      if (map.getZoom() >= COUNTY_MIN_ZOOM) counties.addTo(map);
      else counties.remove();
    };

    void loadUsOutlines()
      .then((outlines) => {
        if (cancelled) return;
        const states = L.geoJSON(outlines.states, {
          ...pathOptions,
          attribution: "US outlines: U.S. Census Bureau (us-atlas)",
          style: { className: "care-map-state", color: "#7d8b99", weight: 1.2, fillColor: "#f4f1ea", fillOpacity: 1 },
        });
        L.geoJSON(outlines.counties, {
          ...pathOptions,
          style: { className: "care-map-county", color: "#b8c2cc", weight: 0.6, fill: false },
        }).addTo(counties);
        states.addTo(map);
        layers.push(states, counties);
        showCounties();
        map.on("zoomend", showCounties);
      })
      .catch((err: unknown) => {
        // Spec 1 §8: map load failures are logged only.
        console.warn("offline map outlines could not be loaded", err);
      });

    return () => {
      cancelled = true;
      map.off("zoomend", showCounties);
      layers.forEach((layer) => layer.remove());
      container.classList.remove("care-map-offline");
    };
  }, [map]);

  return null;
}
