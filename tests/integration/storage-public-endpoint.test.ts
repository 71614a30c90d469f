import { randomUUID } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createStorage, ensureBucket, loadConfig, presignedPost, putObject, signedGetUrl } from "@care/infra";

// Presigned urls for a store the browser reaches at another address than the API (compose: the API talks to
// http://minio:9000, browsers to the bucket on the portal's origin through nginx, S3_PUBLIC_ENDPOINT). Against the
// real S3 store of the test run (s3rver), behind a proxy that passes the Host header on as nginx's
// `proxy_set_header Host $http_host` does. s3rver does not check a presigned url's signature (MinIO and S3 do, host
// included, which is why nginx must pass the browser's Host on: compose.test.ts), so what this shows is where the
// urls and forms point and that the whole route through the proxy works.

const s3Port = inject("s3Port");
let proxy: Server;
let publicEndpoint: string;

beforeAll(async () => {
  proxy = createServer((req, res) => {
    const upstream = request(
      { host: "127.0.0.1", port: s3Port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  publicEndpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
});

const configFor = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", S3_PORT: String(s3Port), ...env });

describe("S3_PUBLIC_ENDPOINT", () => {
  it("signs download urls for the public address, which serve the object through the proxy", async () => {
    const storage = createStorage(configFor({ S3_PUBLIC_ENDPOINT: publicEndpoint }));
    await ensureBucket(storage);
    const key = `tests/public-endpoint/${randomUUID()}.txt`;
    await putObject(storage, key, Buffer.from("weekly report"), "text/plain");

    const url = await signedGetUrl(storage, key, 60);
    expect(new URL(url).origin).toBe(publicEndpoint);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("weekly report");
  });

  it("points upload forms at the public address, and the store takes the file posted there", async () => {
    const storage = createStorage(configFor({ S3_PUBLIC_ENDPOINT: publicEndpoint }));
    await ensureBucket(storage);
    const key = `tests/public-endpoint/${randomUUID()}.png`;
    const target = await presignedPost(storage, { key, contentType: "image/png", maxBytes: 1024, expiresInS: 60 });
    expect(new URL(target.url).origin).toBe(publicEndpoint);

    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    form.append("file", new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" }), "photo.png");
    const posted = await fetch(target.url, { method: "POST", body: form });
    expect(posted.status).toBeLessThan(300);

    const stored = await fetch(await signedGetUrl(storage, key, 60));
    expect(stored.status).toBe(200);
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it("signs for the store's own address when no public one is set", async () => {
    const storage = createStorage(configFor({}));
    expect(storage.signer).toBeUndefined();
    const url = await signedGetUrl(storage, "tests/public-endpoint/none.txt", 60);
    expect(new URL(url).origin).toBe(`http://127.0.0.1:${s3Port}`);
  });
});
