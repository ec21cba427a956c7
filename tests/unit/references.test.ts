import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every repository path and anchor that the docs and the code's comments name exists: a file moved or
 * renamed, or a heading reworded, fails here with `file:line → the path` so the reference can be
 * fixed. It reads README.md and docs/**\/*.md (their text, code spans and relative links) and the
 * comments of app/, domain/, server/, scripts/ and tests/.
 *
 * A path is named from the repository's root (`app/server/api/client.server.ts`, `docs/product.md#refills`),
 * from its own top folder (app/'s comments may say `server/…` for app/server/…) or, in a markdown
 * link, from the document's folder. A path followed by `<`, `{`, `*` or `$` is a pattern
 * (`domain/<feature>/endpoints.ts`), not a file; a decision may be named by its number alone
 * (`docs/decisions/031`); what .gitignore leaves out from the root (`public/uploads`) is made at run
 * time, and the decision notes name a few files of the past, which must not come back.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const SOURCE_FOLDERS = ["app", "domain", "server", "scripts", "tests"];
const ROOTS = [...SOURCE_FOLDERS, "docs", "public", ".ci"];

/** `app/routes.ts`, `docs/product.md#refills`: a path from the root, ending in a word character. */
const ROOTED_PATH = new RegExp(`(?<![\\w./@~-])((?:${ROOTS.map((r) => r.replace(".", "\\.")).join("|")})/[\\w./-]*\\w)(#[\\w-]+)?(?![\\w/.-]*[<{*$])`, "g");
/** `[text](target)`: a markdown link; only relative targets are files of the repository. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

/** Where a path is named, as it is written, the files it may mean, and the heading it names if any. */
/** Files that decision notes name as history: the folder the API once imported, Firebase's old worker. */
const PAST = new Set(["app/lib", "public/firebase-messaging-sw.js"]);
/** Rooted entries of .gitignore (`/public/uploads/`): folders made at run time. */
const MADE_AT_RUN_TIME = readFileSync(path.join(ROOT, ".gitignore"), "utf8")
  .split("\n")
  .filter((line) => line.startsWith("/"))
  .map((line) => line.slice(1).replace(/\/$/, ""));

type Reference = { where: string; target: string; candidates: string[]; anchor?: string };

function filesUnder(folder: string, keep: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(folder, file))
    .filter((file) => !file.split(path.sep).includes("node_modules") && keep(file));
}

/** A string (skipped), a line comment or a block comment, whichever comes first. */
const STRING_OR_COMMENT = /"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`|\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/g;

/** The comments of a TypeScript or JavaScript file, line by line, with their line numbers. */
function commentsOf(source: string): { line: number; text: string }[] {
  const comments: { line: number; text: string }[] = [];
  let line = 1;
  let counted = 0;
  for (const m of source.matchAll(STRING_OR_COMMENT)) {
    for (let i = source.indexOf("\n", counted); i !== -1 && i < m.index; i = source.indexOf("\n", i + 1)) line++;
    counted = m.index;
    if (m[0][0] !== "/") continue;
    m[0]
      .slice(2)
      .split("\n")
      .forEach((text, n) => comments.push({ line: line + n, text }));
  }
  return comments;
}

/** GitHub's anchor of each heading: lower case, punctuation removed, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/<[^>]+>/g, "");
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

function referencesIn(file: string): Reference[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const own = file.split("/")[0];
  const fromRoot = (target: string) => [target, ...(SOURCE_FOLDERS.includes(own) ? [path.join(own, target)] : [])];
  const found: Reference[] = [];
  if (!text.match(ROOTED_PATH) && !file.endsWith(".md")) return [];
  const lines = file.endsWith(".md") ? text.split("\n").map((line, n) => ({ line: n + 1, text: line })) : commentsOf(text);
  for (const { line, text: content } of lines) {
    const where = `${file}:${line}`;
    for (const m of content.matchAll(ROOTED_PATH)) found.push({ where, target: m[0], candidates: fromRoot(m[1]), anchor: m[2]?.slice(1) });
    if (!file.endsWith(".md")) continue;
    for (const [, target] of content.matchAll(MARKDOWN_LINK)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
      const [named, anchor] = target.split("#");
      found.push({ where, target, candidates: [named ? path.join(path.dirname(file), named) : file], anchor });
    }
  }
  return found;
}

const anchorCache = new Map<string, Set<string>>();

/** Why a reference does not hold, or null when it does. */
function problemOf({ candidates, anchor }: Reference): string | null {
  const file = candidates.find(exists);
  if (!file) return "missing";
  if (anchor === undefined) return null;
  if (!file.endsWith(".md")) return "an anchor in a file that is not markdown";
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(path.join(ROOT, file), "utf8")));
  return anchorCache.get(file)!.has(anchor) ? null : `no heading #${anchor}`;
}

function exists(candidate: string): boolean {
  if (PAST.has(candidate) || MADE_AT_RUN_TIME.some((folder) => candidate === folder || candidate.startsWith(`${folder}/`))) return true;
  const full = path.join(ROOT, candidate);
  if (existsSync(full)) return true;
  // A module named without its extension, or a decision named by its number.
  if ([".ts", ".tsx", ".js"].some((ext) => existsSync(full + ext))) return true;
  const folder = path.dirname(full);
  const name = path.basename(full);
  return /^\d+$/.test(name) && existsSync(folder) && statSync(folder).isDirectory() && readdirSync(folder).some((f) => f.startsWith(`${name}-`));
}

describe("paths and anchors named in the docs and the code's comments", () => {
  it("are read as GitHub names headings and as the code's comments are written", () => {
    expect([...anchorsOf("# Forms and validation\n## A `b`, c: d's [e](f.md)\n```\n# not a heading\n```\n### Refills\n### Refills")]).toEqual([
      "forms-and-validation",
      "a-b-c-ds-e",
      "refills",
      "refills-1",
    ]);
    const comments = commentsOf('const url = "https://x/docs/a.md"; // see docs/b.md\n/**\n * docs/c.md\n */\nconst t = `//`;');
    expect(comments.map(({ line, text }) => `${line}:${text.trim()}`)).toEqual(["1:see docs/b.md", "2:*", "3:* docs/c.md", "4:*/"]);
  });

  it("all exist", () => {
    const files = [
      "README.md",
      ...filesUnder("docs", (f) => f.endsWith(".md")),
      ...SOURCE_FOLDERS.flatMap((folder) => filesUnder(folder, (f) => /\.(ts|tsx|js|mjs)$/.test(f))),
    ];
    const broken = files
      .flatMap(referencesIn)
      .map((reference) => ({ reference, problem: problemOf(reference) }))
      .filter(({ problem }) => problem)
      .map(({ reference, problem }) => `${reference.where} → ${reference.target} (${problem})`);
    expect(broken, `paths or anchors that do not exist:\n${broken.join("\n")}\n`).toEqual([]);
  });
});
