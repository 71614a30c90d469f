/**
 * The node options a reports worker process runs with (WORKER_ROLE=reports: `npm start`, docker-compose.yml,
 * bench:reports). Here rather than in the worker, because whatever launches the process needs it. A report build
 * makes garbage at the pace of its rows (each page of rows outlives a young-generation collection or two and is
 * promoted); with V8's default limits for a large machine the old generation grew by about 100 MB before a full
 * collection, whereas a 256 MB cap makes V8 collect earlier and the worker peaks about 40 MB over idle for the
 * largest report (docs/reports.md, benchmark). The live heap of a build is about 60 MB.
 */
export const REPORTS_NODE_OPTIONS = "--max-old-space-size=256";
