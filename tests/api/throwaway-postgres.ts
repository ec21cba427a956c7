import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A PostgreSQL cluster of a test's own, in a temporary directory on a free port, that the test may
 * stop hard and start again without touching the machine's shared server. Runs as the `postgres`
 * user when the test runs as root (initdb refuses root). `unavailable` says why none can be made.
 */
export type ThrowawayPostgres = {
  url: string;
  port: number;
  /** Stops the server as a crash would: `pg_ctl -m immediate`, no checkpoint, connections cut. */
  crash(): void;
  /** Starts it again and returns once it accepts connections (crash recovery included). */
  start(): void;
  remove(): void;
};

function binDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : undefined;
}

const isRoot = () => process.getuid?.() === 0;

function hasPostgresUser(): boolean {
  try {
    execFileSync("id", ["postgres"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Why a throwaway cluster cannot be made here, or undefined when it can. */
export function unavailable(): string | undefined {
  if (process.platform !== "linux") return "needs Linux with PostgreSQL server binaries";
  if (!binDir()) return "no PostgreSQL server binaries under /usr/lib/postgresql/*/bin (apt-get install postgresql)";
  if (isRoot() && !hasPostgresUser()) return "running as root and there is no postgres user to run initdb as";
  return undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir()!;
  const dir = mkdtempSync(path.join(tmpdir(), "homecare-pg-"));
  const data = path.join(dir, "data");
  const port = await freePort();
  if (isRoot()) execFileSync("chown", ["postgres:", dir]);
  const run = (program: string, args: string[]) => {
    const [file, argv] = isRoot() ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] : [path.join(bin, program), args];
    execFileSync(file, argv, { stdio: ["ignore", "ignore", "pipe"], cwd: dir, timeout: 120_000 });
  };
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--no-locale"]);
  // Small and fast: a test cluster needs no durability beyond crash recovery, which fsync=off keeps.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40 -c shared_buffers=16MB`;
  const start = () => run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-o", options, "-w", "-t", "60", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    crash: () => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]),
    start,
    remove: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
