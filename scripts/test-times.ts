import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Where the tests' time goes, from the JSON reports `npm test` leaves in .data/test-reports: each
 * end-to-end spec's time per project (from its first test's start to the next spec's, so the
 * accessibility audit after each test counts with it) and each API test file's. `npm run test:times`
 * prints it for the last run; docs/testing.md keeps the figures of runs worth comparing.
 */
type PlaywrightSuite = {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { file: string; tests: { projectName: string; results: { startTime: string; duration: number }[] }[] }[];
};
type VitestReport = { testResults: { name: string; startTime: number; endTime: number }[] };

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(7);

/** Each e2e spec's seconds per project, spans between test starts, slowest first; and the whole step's. */
function e2eTimes(report: { suites: PlaywrightSuite[]; stats: { startTime: string; duration: number } }): string[] {
  const runs: { file: string; project: string; start: number; duration: number }[] = [];
  const walk = (suite: PlaywrightSuite) => {
    suite.suites?.forEach(walk);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results)
          runs.push({ file: spec.file, project: test.projectName, start: Date.parse(result.startTime), duration: result.duration });
      }
    }
  };
  report.suites.forEach(walk);
  if (!runs.length) return [];
  runs.sort((a, b) => a.start - b.start);
  const projects = [...new Set(runs.map((r) => r.project))];
  const bySpec = new Map<string, Map<string, number>>();
  runs.forEach((run, i) => {
    const span = i + 1 < runs.length ? runs[i + 1].start - run.start : run.duration;
    const spec = bySpec.get(run.file) ?? new Map<string, number>();
    spec.set(run.project, (spec.get(run.project) ?? 0) + span);
    bySpec.set(run.file, spec);
  });
  const total = (spec: Map<string, number>) => [...spec.values()].reduce((a, b) => a + b, 0);
  const startup = runs[0].start - Date.parse(report.stats.startTime);
  const all = new Map(projects.map((p) => [p, [...bySpec.values()].reduce((sum, spec) => sum + (spec.get(p) ?? 0), 0)]));
  return [
    `end-to-end: ${seconds(report.stats.duration).trim()} s, of which ${seconds(startup).trim()} s starting the servers; seconds by spec (${projects.join(", ")}, all):`,
    ...[...bySpec]
      .sort((a, b) => total(b[1]) - total(a[1]))
      .map(([file, spec]) => `  ${file.padEnd(36)}${projects.map((p) => seconds(spec.get(p) ?? 0)).join("")}${seconds(total(spec))}`),
    `  ${"all specs".padEnd(36)}${projects.map((p) => seconds(all.get(p)!)).join("")}${seconds(total(all))}`,
  ];
}

/** An API run's files, slowest first, with their tests' own time (not the file's set-up). */
function vitestTimes(name: string, report: VitestReport, most = 8): string[] {
  const files = report.testResults.map((f) => ({ file: path.basename(f.name), ms: f.endTime - f.startTime })).sort((a, b) => b.ms - a.ms);
  return [`${name}: slowest files (their tests' time, s):`, ...files.slice(0, most).map((f) => `  ${f.file.padEnd(36)}${seconds(f.ms)}`)];
}

/** The figures of every report in `dir`. */
export function testTimes(dir: string): string[] {
  const read = (name: string) => (existsSync(`${dir}/${name}.json`) ? JSON.parse(readFileSync(`${dir}/${name}.json`, "utf8")) : undefined);
  const lines: string[] = [];
  for (const name of ["api-pglite", "api-postgres"]) {
    const report = read(name);
    if (report) lines.push(...vitestTimes(name, report));
  }
  const e2e = read("e2e");
  if (e2e) lines.push(...e2eTimes(e2e));
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(testTimes(".data/test-reports").join("\n"));
