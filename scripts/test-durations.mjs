#!/usr/bin/env node
// Reads vitest's JSON report and prints what tests/README.md keeps: the total, the time per project, and the slowest
// test files, as a Markdown table. Usage (tests/README.md "Where the time goes"):
//   npx vitest run --reporter=default --reporter=json --outputFile.json=.data/test-report.json
//   node scripts/test-durations.mjs .data/test-report.json [how many files, default 20]
import { readFileSync } from "node:fs";
import { relative } from "node:path";

const [file, howMany = "20"] = process.argv.slice(2);
if (!file) {
  console.error("usage: node scripts/test-durations.mjs <vitest json report> [how many files]");
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, "utf8"));

/** The project a file runs in, by where it lives (vitest.config.ts). */
const projectOf = (path) => (path.startsWith("tests/e2e/") ? "e2e" : path.startsWith("apps/web/") ? "web" : "node");

const files = report.testResults.map((r) => ({
  path: relative(process.cwd(), r.name),
  seconds: (r.endTime - r.startTime) / 1000,
  tests: r.assertionResults.length,
}));
files.sort((a, b) => b.seconds - a.seconds);

const byProject = new Map();
for (const f of files) byProject.set(projectOf(f.path), (byProject.get(projectOf(f.path)) ?? 0) + f.seconds);
const sum = files.reduce((s, f) => s + f.seconds, 0);

console.log(`Files: ${files.length}, tests: ${report.numTotalTests} (${report.numFailedTests} failed)`);
// The run's wall time is vitest's own "Duration" line; the report holds each file's test time only.
console.log(`Sum of the files' test time: ${sum.toFixed(0)} s`);
console.log(
  [...byProject].map(([p, s]) => `${p} ${s.toFixed(0)} s`).join(", "),
  "(test time per project; collection, imports and global set-up come on top)",
);
console.log("\n| s | tests | file |\n| ---: | ---: | --- |");
for (const f of files.slice(0, Number(howMany))) console.log(`| ${f.seconds.toFixed(1)} | ${f.tests} | ${f.path} |`);
