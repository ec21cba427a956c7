import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU time (user + system, ms) and resident memory of the API's and the storefront's processes under a
 * supervisor process: each process is classed by its command line, and every storefront worker counts.
 * Linux only (/proc); elsewhere it answers zeros.
 */
const TICKS_PER_SECOND = 100;

function children(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      byParent.set(parent, [...(byParent.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  return byParent;
}

/** Sums `measure` over the API's and the storefront's processes under `rootPid`. */
function perProcess(rootPid: number, measure: (pid: number) => number): { api: number; storefront: number } {
  const result = { api: 0, storefront: 0 };
  let tree: Map<number, number[]>;
  try {
    tree = children();
  } catch {
    return result;
  }
  const walk = (pid: number) => {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (command.includes("server/api/main.ts")) result.api += measure(pid);
      else if (command.includes("server/storefront/main.ts")) result.storefront += measure(pid);
    } catch {
      return;
    }
    for (const child of tree.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return result;
}

export function processCpu(rootPid: number): { api: number; storefront: number } {
  return perProcess(rootPid, (pid) => {
    const raw = readFileSync(`/proc/${pid}/stat`, "utf8");
    // After the command name in parentheses: state, ppid, …; utime and stime are the 12th and 13th.
    const stat = raw.slice(raw.lastIndexOf(")") + 2).split(" ");
    return ((Number(stat[11]) + Number(stat[12])) * 1000) / TICKS_PER_SECOND;
  });
}

/** Resident memory (bytes) of the API's and the storefront's processes (every storefront worker counts). */
export function processMemory(rootPid: number): { api: number; storefront: number } {
  return perProcess(rootPid, (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024);
}
