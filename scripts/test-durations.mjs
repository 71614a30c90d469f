#!/usr/bin/env node
// Reads vitest's JSON report and prints what tests/README.md keeps: the total, the time per project, and the slowest
// test files, as a Markdown table. Usage (tests/README.md "Where the time goes"):
//   TEST_REPORT_DIR=.data/test-report npm test
//   node scripts/test-durations.mjs .data/test-report [how many files, default 20]
// A folder stands for every report in it (`npm test` writes one per lane); single report files work too.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const args = process.argv.slice(2);
const howMany = /^\d+$/.test(args.at(-1) ?? "") && args.length > 1 ? args.pop() : "20";
if (args.length === 0) {
  console.error("usage: node scripts/test-durations.mjs <vitest json report or folder of them>... [how many files]");
  process.exit(2);
}
const reportFiles = args.flatMap((arg) =>
  statSync(arg).isDirectory()
    ? readdirSync(arg)
        .filter((name) => name.endsWith(".json"))
        .map((name) => join(arg, name))
    : [arg],
);
const reports = reportFiles.map((file) => JSON.parse(readFileSync(file, "utf8")));
for (const [i, r] of reports.entries()) {
  // Each report's span from its first file's start to its last file's end (global setup not included).
  const starts = r.testResults.map((t) => t.startTime);
  const ends = r.testResults.map((t) => t.endTime);
  const span = (Math.max(...ends) - Math.min(...starts)) / 1000;
  console.log(
    `${relative(process.cwd(), reportFiles[i])}: ${r.testResults.length} files, ${span.toFixed(0)} s first start to last end`,
  );
}
const report = {
  testResults: reports.flatMap((r) => r.testResults),
  numTotalTests: reports.reduce((n, r) => n + r.numTotalTests, 0),
  numFailedTests: reports.reduce((n, r) => n + r.numFailedTests, 0),
};

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
