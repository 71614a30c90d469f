import type { FeatureCollection, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

export interface UsOutlines {
  /** One feature per state and territory (56), named. */
  states: FeatureCollection;
  /** Every border between two counties, as one line set (drawing 3,231 county polygons would be far heavier). */
  counties: MultiLineString;
}

/**
 * The offline base map from the us-atlas package (US Census outlines, 1:10m), loaded only when no tile server
 * answers: the two files are large and most sessions with internet never need them.
 */
export async function loadUsOutlines(): Promise<UsOutlines> {
  const [statesModule, countiesModule] = await Promise.all([
    import("us-atlas/states-10m.json"),
    import("us-atlas/counties-10m.json"),
  ]);
  const states = statesModule.default as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const counties = countiesModule.default as unknown as Topology<{ counties: GeometryCollection }>;
  return {
    states: feature(states, states.objects.states) as FeatureCollection,
    counties: mesh(counties, counties.objects.counties, (a, b) => a !== b),
  };
}
