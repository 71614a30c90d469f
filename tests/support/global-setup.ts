import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../scripts/lib/ports.js";
import { startS3, type S3Server } from "../../scripts/lib/s3.js";
import { startSoketi } from "../../scripts/lib/soketi.js";
import { dockerAnswers, startContainers, type Containers } from "./containers.js";
import { ensureTemplates } from "./databases.js";

declare module "vitest" {
  export interface ProvidedContext {
    templateEmpty: string;
    templateSeeded: string;
    soketiPort: number;
    s3Port: number;
    realtime: { appId: string; key: string; secret: string };
  }
}

const REALTIME = { appId: "care-test", key: "care-test-key", secret: "care-test-secret" };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Where a Docker engine answers (and no DATABASE_URL was given), Postgres and Redis run in testcontainers;
  // otherwise the machine's own services (DATABASE_URL / REDIS_URL or the default local ports) are used.
  let containers: Containers | undefined;
  if (!process.env.DATABASE_URL && process.env.TEST_CONTAINERS !== "never" && (await dockerAnswers())) {
    containers = await startContainers();
    process.env.DATABASE_URL = containers.databaseUrl;
    process.env.REDIS_URL = containers.redisUrl;
  }
  const templates = await ensureTemplates();
  const s3Dir = mkdtempSync(join(tmpdir(), "care-s3-"));
  const [soketiPort, clusterPort, metricsPort, s3Port] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  let soketi: ChildProcess | undefined;
  let s3: S3Server | undefined;
  try {
    // supervisorPid: a test run killed without its teardown leaves no soketi behind (exit-with-supervisor.mjs).
    soketi = await startSoketi({ port: soketiPort, clusterPort, metricsPort, supervisorPid: process.pid, ...REALTIME });
    s3 = await startS3(s3Dir, s3Port, ["care-reports"]);
  } catch (err) {
    soketi?.kill("SIGKILL");
    throw err;
  }
  project.provide("templateEmpty", templates.empty);
  project.provide("templateSeeded", templates.seeded);
  project.provide("soketiPort", soketiPort);
  project.provide("s3Port", s3.port);
  project.provide("realtime", REALTIME);

  return async () => {
    soketi?.kill("SIGKILL");
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
    await containers?.stop();
  };
}
