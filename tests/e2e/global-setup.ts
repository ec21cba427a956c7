import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Before a run: a new, empty record of the page kinds audited for accessibility (tests/e2e/fixtures.ts),
 * which every worker of the run reads and adds to; removed after the run. Environment variables set
 * here reach the workers.
 */
export default function globalSetup() {
  const record = path.join(tmpdir(), `e2e-audited-${process.pid}.txt`);
  writeFileSync(record, "");
  process.env.E2E_AUDIT_RECORD = record;
  return () => rmSync(record, { force: true });
}
