import { readFileSync } from "node:fs";

/**
 * The top entries of V8 CPU profiles (`node --cpu-prof`) taken together: self time per function
 * (named with its package, or file of ours) or per package, as a share of the time sampled. Idle
 * time is left out of the shares, so they say where the busy time went.
 */
type Profile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};

const where = (url: string) => {
  if (!url) return "(native)";
  const modules = url.split("node_modules/");
  if (modules.length > 1) {
    const parts = modules.at(-1)!.split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith("node:")) return url;
  return url.replace(/^file:\/\//, "").replace(`${process.cwd()}/`, "");
};

export function topOfProfiles(files: string[], by: "function" | "package", count: number): { share: number; name: string }[] {
  const self = new Map<string, number>();
  let busy = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id)!;
      if (frame.functionName === "(idle)") return;
      const name = by === "package" ? where(frame.url) : `${frame.functionName || "(anonymous)"} ${where(frame.url)}`;
      const time = profile.timeDeltas[i] ?? 0;
      self.set(name, (self.get(name) ?? 0) + time);
      busy += time;
    });
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, time]) => ({ share: (100 * time) / busy, name }));
}
