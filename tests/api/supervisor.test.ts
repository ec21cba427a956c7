import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { Supervisor, type Program } from "../../scripts/supervisor";
import { newPGlite, onPostgres } from "./databases";

/**
 * `npm start`'s supervision (scripts/supervisor.ts, which scripts/start.ts runs): the real API
 * process, killed with SIGKILL, serves again while the other process keeps serving; a process that
 * keeps dying stops the shop with a clear message; stop() ends both. It needs no test database, so it
 * runs once, in the PGlite pass.
 */
/** Generous: the machine may be busy with other test runs; the figure that matters is printed. */
const DEADLINE_MS = 120_000;
let supervisor: Supervisor | undefined;
const dirs: string[] = [];

afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function until(what: string, condition: () => Promise<boolean> | boolean): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > DEADLINE_MS) throw new Error(`gave up after ${DEADLINE_MS} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

const status = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (r) => r.status,
    () => 0,
  );

/** A stand-in for the other process: a tiny HTTP server that answers "shop". */
const standIn = (port: number): Program => ({
  name: "storefront",
  command: process.execPath,
  args: ["-e", `require("node:http").createServer((q, s) => s.end("shop")).listen(${port}, "127.0.0.1")`],
  options: { stdio: "ignore" },
});

describe.skipIf(onPostgres())("npm start's supervision", () => {
  it("restarts the API killed with SIGKILL while the storefront keeps serving, and stops both cleanly", async () => {
    const [apiPort, shopPort] = [await freePort(), await freePort()];
    const dataDir = mkdtempSync(path.join(tmpdir(), "homecare-supervised-"));
    dirs.push(dataDir);
    // The seeded database unpacked into a data directory, as npm start leaves it before it starts the
    // API: opening one is quick, while creating one takes PGlite many seconds on a busy machine.
    const pglite = newPGlite({ dataDir, loadDataDir: new Blob([readFileSync(inject("seededDatabase"))]) });
    await pglite.waitReady;
    await pglite.close();
    const log: string[] = [];
    // Its own embedded database, whatever the test run points at.
    const { DATABASE_URL: _, ...withoutDatabaseUrl } = process.env;
    supervisor = new Supervisor(
      [
        {
          name: "API",
          command: process.execPath,
          args: ["--import", "tsx", "server/api/main.ts"],
          options: {
            stdio: ["ignore", "ignore", "inherit"],
            env: { ...withoutDatabaseUrl, NODE_ENV: "test", LOG_LEVEL: "warn", API_PORT: String(apiPort), PGLITE_DATA_DIR: dataDir },
          },
        },
        standIn(shopPort),
      ],
      { log: (line) => log.push(line) },
    );
    supervisor.start();
    const health = `http://127.0.0.1:${apiPort}/v1/health`;
    const shop = `http://127.0.0.1:${shopPort}/`;
    await until("the API to start", async () => {
      expect(log).toEqual([]); // a failure to start shows here, not as a timeout
      return (await status(health)) === 200;
    });
    await until("the storefront stand-in to start", async () => (await status(shop)) === 200);

    const killed = supervisor.child("API")!;
    const storefront = supervisor.child("storefront")!;
    const exited = new Promise((resolve) => killed.once("exit", resolve));
    killed.kill("SIGKILL");
    await exited;
    const back = await until("the API to answer again", async () => (await status(health)) === 200);
    console.log(`supervision: the API answered again ${back} ms after it was killed with SIGKILL`);

    expect(supervisor.child("API")!.pid).not.toBe(killed.pid);
    expect(log).toEqual([expect.stringMatching(/^API stopped unexpectedly \(killed by SIGKILL\); restarting it in 500 ms/)]);
    // The other process was never stopped.
    expect(supervisor.child("storefront")).toBe(storefront);
    expect(storefront.exitCode).toBeNull();
    expect(await status(shop)).toBe(200);

    // Ctrl-C / SIGTERM: both stop, the API by its own clean shutdown, and nothing starts again.
    const api = supervisor.child("API")!;
    await supervisor.stop();
    expect(api.exitCode).toBe(0);
    expect(storefront.signalCode ?? storefront.exitCode).not.toBeNull();
    expect(await status(health)).toBe(0);
  }, 300_000);

  it("gives up on a process that dies 5 times within a minute, says so, and stops the other", async () => {
    const shopPort = await freePort();
    const log: string[] = [];
    let gaveUp: (name: string) => void = () => {};
    const givenUp = new Promise<string>((resolve) => (gaveUp = resolve));
    supervisor = new Supervisor(
      [{ name: "API", command: process.execPath, args: ["-e", "process.exit(3)"], options: { stdio: "ignore" } }, standIn(shopPort)],
      { initialBackoffMs: 10, maxBackoffMs: 50, log: (line) => log.push(line), onGiveUp: gaveUp },
    );
    const storefront = (supervisor.start(), supervisor.child("storefront")!);
    expect(await givenUp).toBe("API");
    expect(log.slice(0, 4)).toEqual(
      [1, 2, 3, 4].map((n) =>
        expect.stringContaining(`API stopped unexpectedly (exit code 3); restarting it in ${Math.min(50, 10 * 2 ** (n - 1))} ms (stop ${n} of 5`),
      ),
    );
    expect(log[4]).toMatch(/^API stopped 5 times within 60 s \(last: exit code 3\): it is crashing in a loop, so the shop is stopping\./);
    expect(log).toHaveLength(5);
    expect(storefront.signalCode ?? storefront.exitCode).not.toBeNull();
  }, 60_000);
});
