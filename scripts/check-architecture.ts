import madge from "madge";

/**
 * The shape the repository promises (docs/decisions/009): no import cycles anywhere, and dependencies
 * that point one way. app/ (the storefront) and server/ (the API and the storefront's host) each
 * import domain/; domain/ imports neither; the API and the storefront host do not import each other.
 * Inside app/, route folders are leaves: nothing but another route imports a module of app/routes/.
 * The shell counts as a route: root.tsx is the root route, the parent of every page, and the entry
 * files start the app; components, app/server, app/lib, hydration, i18n and utils never import one.
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
  }
}

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`architecture: ${Object.keys(graph.obj()).length} files, no import cycles, dependencies point app/ → domain/ ← server/, route folders are leaves`);
