import { afterAll, beforeAll } from "vitest";
import { startStack, type E2eStack } from "./stack.js";

// Runs in every e2e test file before its own hooks: a stack of its own (see stack.ts).
let running: E2eStack | undefined;
beforeAll(async () => {
  running = await startStack();
}, 120_000);
afterAll(async () => {
  await running?.close();
});
