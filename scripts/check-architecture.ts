import madge from "madge";

/**
 * The shape the repository promises (docs/decisions/009): no import cycles anywhere, and dependencies
 * that point one way. app/ (the storefront) and server/ (the API and the storefront's host) each
 * import domain/; domain/ imports neither; the API and the storefront host do not import each other.
 * Inside app/, route folders are leaves: nothing but another route imports a module of app/routes/.
 * The shell counts as a route: root.tsx is the root route, the parent of every page, and the entry
 * files start the app; components, app/server, app/lib, hydration, i18n and utils never import one.
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

/** Files of app/ that may import a route module: the route modules themselves and the shell (root, entries, the route table). */
const mayImportRoutes = (file: string) => file.startsWith("app/routes/") || /^app\/(root|entry\.\w+|routes)\.tsx?$/.test(file);
/** Folders whose files may import only the folders listed. */
const confined: [folder: string, allowed: string[]][] = [["server/api/db/", ["server/api/db/", "domain/"]]];

const problems: string[] = [];
for (const cycle of graph.circular()) problems.push(`import cycle: ${cycle.join(" → ")}`);
for (const [file, imports] of Object.entries(graph.obj())) {
  for (const target of imports) {
    for (const [from, to] of forbidden) {
      if (file.startsWith(from) && target.startsWith(to)) problems.push(`${file} imports ${target}: ${from} must not depend on ${to}`);
    }
    if (target.startsWith("app/routes/") && file.startsWith("app/") && !mayImportRoutes(file)) {
      problems.push(`${file} imports ${target}: route folders are leaves, only routes and the shell import them`);
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
  `architecture: ${Object.keys(graph.obj()).length} files, no import cycles, dependencies point app/ → domain/ ← server/, route folders are leaves, server/api/db/ imports only itself and domain/`,
);
