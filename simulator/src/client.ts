// Signed HTTP uploads to the ingestion API, exactly as a device (or its vendor cloud) would send them.
import { ingestRoutes, type IngestResult } from "@care/contracts";
import { signedIngestHeaders } from "@care/ingest";
import type { DeviceKind, SimDevice } from "./fleet.js";

export const INGEST_PATHS: Record<DeviceKind, string> = {
  watch: ingestRoutes.watchEvents.path,
  scale: ingestRoutes.scaleMeasures.path,
  sleep: ingestRoutes.sleepSeries.path,
  hub: ingestRoutes.hubHeartbeat.path,
};

export interface UploadResult {
  ok: boolean;
  /** HTTP status, or 0 when the API could not be reached. */
  status: number;
  message: string;
  data: IngestResult | null;
  fields: { field: string; reason: string }[];
  attempts: number;
}

export interface IngestClient {
  upload(kind: DeviceKind, device: SimDevice, payload: unknown): Promise<UploadResult>;
}

interface Envelope {
  message?: string;
  data?: IngestResult | null;
  error?: { fields?: { field: string; reason: string }[] } | null;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Retries what a device would retry (API unreachable, 5xx, 429) with exponential backoff, signing each attempt
 * afresh so a retry never falls outside the replay window. A 4xx is final: the batch itself is wrong.
 */
export function createIngestClient(apiUrl: string, opts: { retries?: number; timeoutMs?: number } = {}): IngestClient {
  const retries = opts.retries ?? 4;
  const base = apiUrl.replace(/\/+$/, "");
  return {
    async upload(kind, device, payload) {
      const raw = JSON.stringify(payload);
      let last: UploadResult = { ok: false, status: 0, message: "not sent", data: null, fields: [], attempts: 0 };
      for (let attempt = 1; attempt <= retries + 1; attempt++) {
        try {
          const res = await fetch(base + INGEST_PATHS[kind], {
            method: "POST",
            headers: signedIngestHeaders(device, raw),
            body: raw,
            signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
          });
          const env = (await res.json().catch(() => ({}))) as Envelope;
          last = {
            ok: res.ok,
            status: res.status,
            message: env.message ?? res.statusText,
            data: env.data ?? null,
            fields: env.error?.fields ?? [],
            attempts: attempt,
          };
          if (res.ok || (res.status < 500 && res.status !== 429)) return last;
        } catch (err) {
          last = { ok: false, status: 0, message: (err as Error).message, data: null, fields: [], attempts: attempt };
        }
        if (attempt <= retries) await sleep(500 * 2 ** (attempt - 1));
      }
      return last;
    },
  };
}
