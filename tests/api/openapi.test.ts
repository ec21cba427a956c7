import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type Harness } from "./harness";

/** One of Redocly CLI's findings on the document the API serves (rules: redocly.yaml). */
type Problem = { ruleId: string; severity: "error" | "warn"; message: string; location: { pointer: string }[] };

let api: Harness;
let dir: string;
beforeAll(async () => {
  api = await startApi();
  dir = mkdtempSync(join(tmpdir(), "openapi-"));
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the OpenAPI document", () => {
  it("passes redocly lint with no error: valid, every operation named, tagged by its feature and described", async () => {
    const file = join(dir, "openapi.json");
    writeFileSync(file, (await api.app.inject({ url: "/v1/docs/openapi.json" })).body);
    // redocly exits 1 when it finds an error: its JSON report says which, so read it either way.
    const { stdout } = await promisify(execFile)("node_modules/.bin/redocly", ["lint", file, "--config=redocly.yaml", "--format=json"]).catch(
      (failed: { stdout: string }) => failed,
    );
    const problems = (JSON.parse(stdout) as { problems: Problem[] }).problems;
    const errors = problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
  });
});
