import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dockerAnswers } from "./containers.js";

// The switch between testcontainers and the machine's services, checked against a fake engine socket.
const saved = process.env.DOCKER_HOST;
afterEach(() => {
  if (saved === undefined) delete process.env.DOCKER_HOST;
  else process.env.DOCKER_HOST = saved;
});

describe("dockerAnswers", () => {
  it("is false when the socket does not exist", async () => {
    process.env.DOCKER_HOST = "unix:///nonexistent/docker.sock";
    expect(await dockerAnswers()).toBe(false);
  });

  it("is true when an engine answers /_ping, false when it answers otherwise", async () => {
    const dir = mkdtempSync(join(tmpdir(), "fake-docker-"));
    const socket = join(dir, "docker.sock");
    let status = 200;
    const server = createServer((req, res) => {
      res.statusCode = req.url === "/_ping" ? status : 404;
      res.end("OK");
    });
    await new Promise<void>((r) => server.listen(socket, r));
    try {
      process.env.DOCKER_HOST = `unix://${socket}`;
      expect(await dockerAnswers()).toBe(true);
      status = 500;
      expect(await dockerAnswers()).toBe(false);
    } finally {
      await new Promise((r) => server.close(r));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
