/**
 * The S3 store as a process of its own (`node --import tsx scripts/lib/s3-process.ts <directory> <port> <bucket>…`),
 * started and restarted by `npm start`'s supervisor through startS3Process (scripts/lib/s3.ts).
 */
import { startS3 } from "./s3.js";

const [directory, port, ...buckets] = process.argv.slice(2);
if (!directory || !port) {
  console.error("usage: s3-process.ts <directory> <port> <bucket>…");
  process.exit(2);
}

// An error nothing caught inside s3rver leaves its state unknown: say what it was and end, so the supervisor starts a
// fresh store on the same folder. The objects are files there; only the requests in flight are lost.
process.on("uncaughtException", (err) => {
  console.error("S3 store: uncaught error; exiting so that the supervisor restarts it:", err);
  process.exit(1);
});
process.on("unhandledRejection", (err) => {
  console.error("S3 store: unhandled rejection; exiting so that the supervisor restarts it:", err);
  process.exit(1);
});

const server = await startS3(directory, Number(port), buckets);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    // Open keep-alive connections would hold close() back; the process ends regardless after a moment.
    setTimeout(() => process.exit(0), 2000).unref();
    void server.close().finally(() => process.exit(0));
  });
}
