import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU time (user + system, ms) used so far by the API's and the storefront's processes under a
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

export function processCpu(rootPid: number): { api: number; storefront: number } {
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
      const raw = readFileSync(`/proc/${pid}/stat`, "utf8");
      // After the command name in parentheses: state, ppid, …; utime and stime are the 12th and 13th.
      const stat = raw.slice(raw.lastIndexOf(")") + 2).split(" ");
      const ms = ((Number(stat[11]) + Number(stat[12])) * 1000) / TICKS_PER_SECOND;
      if (command.includes("server/api/main.ts")) result.api += ms;
      else if (command.includes("server/storefront/main.ts")) result.storefront += ms;
    } catch {
      return;
    }
    for (const child of tree.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return result;
}
