import madge from "madge";

/**
 * The shape the repository promises (docs/decisions/009): no import cycles anywhere, and dependencies
 * that point one way. app/ (the storefront) and server/ (the API and the storefront's host) each
 * import domain/; domain/ imports neither; the API and the storefront host do not import each other.
 * The API's database layer (server/api/db/: the connection, table types, migrations) is the floor the
 * rest of the API stands on: it imports only itself and domain/, never services, routes or http/.
 */
const graph = await madge(["app", "domain", "server", "scripts"], {
  fileExtensions: ["ts", "tsx"],
  tsConfig: "tsconfig.json",
  excludeRegExp: [/\.css$/],
});

const forbidden: [from: string, to: string][] = [
  ["domain/", "app/"],
  ["domain/", "server/"],
  ["app/", "server/"],
  ["server/", "app/"],
  ["server/api/", "server/storefront/"],
  ["server/storefront/", "server/api/"],
];

/** Folders whose files may import only the folders listed. */
const confined: [folder: string, allowed: string[]][] = [["server/api/db/", ["server/api/db/", "domain/"]]];

const problems: string[] = [];
for (const cycle of graph.circular()) problems.push(`import cycle: ${cycle.join(" → ")}`);
for (const [file, imports] of Object.entries(graph.obj())) {
  for (const target of imports) {
    for (const [from, to] of forbidden) {
      if (file.startsWith(from) && target.startsWith(to)) problems.push(`${file} imports ${target}: ${from} must not depend on ${to}`);
    }
    for (const [folder, allowed] of confined) {
      if (file.startsWith(folder) && !allowed.some((to) => target.startsWith(to)))
        problems.push(`${file} imports ${target}: ${folder} may import only ${allowed.join(" and ")}`);
    }
  }
}

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(
  `architecture: ${Object.keys(graph.obj()).length} files, no import cycles, dependencies point app/ → domain/ ← server/, server/api/db/ imports only itself and domain/`,
);
