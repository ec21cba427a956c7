import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";

/**
 * Keeps the shop's processes running for `npm start`: a process that dies is logged and started
 * again after a growing pause (0.5 s, 1 s, 2 s … up to 10 s), and the other one keeps serving. A
 * process that keeps dying (5 times within a minute by default) is a fault a restart will not cure:
 * the supervisor then stops everything and says so. `stop()` ends every process with SIGTERM (and
 * SIGKILL after a grace period) and starts none again.
 *
 * In production a real supervisor (systemd, a container runtime) does this job; see docs/operations.md.
 */
export type Program = { name: string; command: string; args: string[]; options?: SpawnOptions };

export type SupervisorOptions = {
  /** Deaths of one process within `windowMs` that make the supervisor give up. */
  maxDeaths?: number;
  windowMs?: number;
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long a process may take to stop on SIGTERM before it is killed. */
  graceMs?: number;
  log?: (line: string) => void;
  /** Called once everything has stopped after a crash loop, with the name of the process that looped. */
  onGiveUp?: (name: string) => void;
};

export class Supervisor {
  private readonly children = new Map<string, ChildProcess>();
  private readonly deaths = new Map<string, number[]>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped: Promise<void> | null = null;
  private readonly settings: Required<Omit<SupervisorOptions, "onGiveUp">> & Pick<SupervisorOptions, "onGiveUp">;

  constructor(
    private readonly programs: Program[],
    options: SupervisorOptions = {},
  ) {
    this.settings = {
      maxDeaths: 5,
      windowMs: 60_000,
      initialBackoffMs: 500,
      maxBackoffMs: 10_000,
      graceMs: 10_000,
      log: (line) => console.error(line),
      ...options,
    };
  }

  start() {
    for (const program of this.programs) this.launch(program);
  }

  /** The running child of a program, if it is running now. */
  child(name: string): ChildProcess | undefined {
    return this.children.get(name);
  }

  get stopping(): boolean {
    return this.stopped !== null;
  }

  private launch(program: Program) {
    const child = spawn(program.command, program.args, program.options ?? {});
    this.children.set(program.name, child);
    let ended = false;
    const end = (how: string) => {
      if (ended) return;
      ended = true;
      if (this.children.get(program.name) === child) this.children.delete(program.name);
      if (!this.stopped) this.died(program, how);
    };
    child.once("error", (error) => end(`could not run: ${error.message}`));
    child.once("exit", (code, signal) => end(signal ? `killed by ${signal}` : `exit code ${code}`));
  }

  private died(program: Program, how: string) {
    const { maxDeaths, windowMs, initialBackoffMs, maxBackoffMs, log } = this.settings;
    const now = Date.now();
    const recent = [...(this.deaths.get(program.name) ?? []), now].filter((t) => now - t < windowMs);
    this.deaths.set(program.name, recent);
    const window = `${Math.round(windowMs / 1000)} s`;
    if (recent.length >= maxDeaths) {
      log(
        `${program.name} stopped ${recent.length} times within ${window} (last: ${how}): it is crashing in a loop, so the shop is stopping. ` +
          `Its output above says why; fix that and start again.`,
      );
      void this.stop().then(() => this.settings.onGiveUp?.(program.name));
      return;
    }
    const delay = Math.min(maxBackoffMs, initialBackoffMs * 2 ** (recent.length - 1));
    log(`${program.name} stopped unexpectedly (${how}); restarting it in ${delay} ms (stop ${recent.length} of ${maxDeaths} allowed within ${window}).`);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) this.launch(program);
    }, delay);
    this.timers.add(timer);
  }

  /** Stops every process (SIGTERM, then SIGKILL after the grace period) and restarts none. */
  stop(): Promise<void> {
    if (this.stopped) return this.stopped;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    const running = [...this.children.values()];
    this.stopped = Promise.all(
      running.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return resolve();
            const kill = setTimeout(() => child.kill("SIGKILL"), this.settings.graceMs);
            child.once("exit", () => {
              clearTimeout(kill);
              resolve();
            });
            child.kill("SIGTERM");
          }),
      ),
    ).then(() => undefined);
    return this.stopped;
  }
}

/**
 * Waits until a process just started answers at `url` (any answer below 500), trying every `everyMs`
 * for up to `seconds`; answers whether it did. `stop` gives up early (the shop is being stopped).
 */
export async function answers(url: string, { seconds = 60, everyMs = 100, stop = (): boolean => false } = {}): Promise<boolean> {
  for (const until = Date.now() + seconds * 1000; Date.now() < until && !stop();) {
    if (
      await fetch(url, { redirect: "manual" }).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return true;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return false;
}
