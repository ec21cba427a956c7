import cluster from "node:cluster";
import { env } from "./env";
import { clusterMetrics } from "./watch";

/**
 * The storefront process: with STOREFRONT_PROCESSES above 1 (the default is one per core), a primary
 * that keeps that many server processes (server.ts) on one port with Node's cluster, each stateless (the
 * session is in the API's database), so they can also run on several machines behind a load balancer.
 * A worker that dies is replaced after a second; five deaths within a minute is a crash loop, and the
 * primary exits so that whatever supervises it (npm start, systemd) sees it and says so. SIGINT and
 * SIGTERM stop the workers, which finish what they are serving, then the primary. With metrics on, the
 * primary serves the figures of all its processes (watch.ts).
 */
const dev = process.argv.includes("--dev");
const processes = dev ? 1 : env.STOREFRONT_PROCESSES;

if (cluster.isWorker || processes === 1) {
  await import("./server");
} else {
  const deaths: number[] = [];
  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0] < now - 60_000) deaths.shift();
    console.error(`storefront process ${worker.process.pid} stopped unexpectedly (${signal ? `killed by ${signal}` : `exit code ${code}`})`);
    if (deaths.length >= 5) {
      console.error("storefront processes are crashing in a loop; stopping");
      process.exit(1);
    }
    setTimeout(fork, 1000);
  });
  for (let i = 0; i < processes; i++) fork();
  await clusterMetrics(env.metrics);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill("SIGTERM");
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
      setTimeout(() => process.exit(0), 6000).unref();
    });
  }
}
