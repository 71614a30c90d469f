// The ingest pipeline shared by the API (apps/api/src/modules/ingest: routes, service, device auth, job enqueueing)
// and the simulator's in-process backfill: vendor payload → normalized batch → checks → multi-row SQL. The seeded
// random generator is a separate entry point, @care/ingest/prng.
export * from "./types.js";
export * from "./normalize-watch.js";
export * from "./normalize-withings.js";
export * from "./checks.js";
export * from "./geofence.js";
export * from "./store.js";
export * from "./store-readings.js";
export * from "./pipeline.js";
export * from "./signature.js";
