import { readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import type { Namespace } from "@domain/i18n/keys";

/**
 * Finds every message the API and the domain's form rules can send, by reading the source with
 * TypeScript's compiler API (its parser, and its binder to follow a name to its declaration: constants,
 * message objects, helpers' parameters to what their callers give them, lists joined), so a unit test can
 * hold each one to a translation (docs/i18n.md). It asks for no types, which would take many seconds.
 *
 * Where a message is written:
 * - the API (server/api): `new DomainError(kind, code, message, fields)`, `ok(data, message)`,
 *   `failure(code, message)`, `phrase(template)` (a message in answered data), a translator's call
 *   (`t(…)`, `t.text(…)`, `translatorFor(…)(…)`, `say(t, template)`) and `notify(db, customer, { title, body })`;
 * - the form rules (domain, and the API's own zod schemas): every message given to zod (`.min(n,
 *   message)`, `{ required_error, invalid_type_error, message }`, an errorMap's or `ctx.addIssue`'s
 *   message) and every string of a `…Messages` object.
 * A message whose text cannot be known from the source (one passed along, or read from the database) is
 * left out; a message built with a value inside (`Only ${stock} left`) is a problem: it must be a
 * template with `{placeholders}` and params, so that it can be translated.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Not messages to shoppers: the API's settings are checked at start-up for the operator, the database's code and the demo data write no answers. */
const EXCLUDED = ["server/api/env.ts", "server/api/db/migrations/", "server/api/seed/"];

export type Found = { message: string; where: string; namespaces: readonly Namespace[] };
export type Scan = { found: Found[]; problems: string[] };

const API_FILES: readonly Namespace[] = ["api", "forms", "notifications"];
const FORM_FILES: readonly Namespace[] = ["forms"];
const NOTIFICATION_FILES: readonly Namespace[] = ["notifications"];

const ZOD_MESSAGE_KEYS = new Set(["message", "required_error", "invalid_type_error"]);
/**
 * Zod's methods that take a message (as a string, or as `{ message }`), and the argument it may be at;
 * the others' strings are values or documentation (`describe`, `default`, `literal`, `enum`).
 */
const ZOD_MESSAGE_ARGUMENT: Record<string, number> = {
  ...Object.fromEntries(
    ["int", "positive", "negative", "nonnegative", "nonpositive", "nonempty", "finite", "safe", "email", "url", "uuid", "cuid", "cuid2", "ulid", "emoji"].map(
      (method) => [method, 0],
    ),
  ),
  ...Object.fromEntries(
    ["min", "max", "length", "size", "gt", "gte", "lt", "lte", "multipleOf", "step", "regex", "startsWith", "endsWith", "includes", "refine"].map((method) => [
      method,
      1,
    ]),
  ),
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts") && !file.endsWith(".test.ts"))
    .filter((file) => !EXCLUDED.some((excluded) => file === excluded || (excluded.endsWith("/") && file.startsWith(excluded))));
}

type Resolved = { values: string[]; unknown: boolean; builtWithValue: boolean };
const NONE: Resolved = { values: [], unknown: false, builtWithValue: false };
const UNKNOWN: Resolved = { values: [], unknown: true, builtWithValue: false };
const merge = (...all: Resolved[]): Resolved => ({
  values: [...new Set(all.flatMap((r) => r.values))],
  unknown: all.some((r) => r.unknown),
  builtWithValue: all.some((r) => r.builtWithValue),
});
/** A message template's combinations are few (a constant or two, a ternary); more means something is wrong. */
const MAX_COMBINATIONS = 200;

function skipOuter(node: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isTypeAssertionExpression(node)
  ) {
    node = node.expression;
  }
  return node;
}

export function scanMessages(): Scan {
  const files = [...sourceFiles("server/api"), ...sourceFiles("domain")];
  const config = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  // The shop's own files only: the messages are in them, and leaving the libraries' declarations (and
  // the standard library) unread keeps the scan to a few seconds. Nothing here asks for types.
  const scanOptions = { ...options, noEmit: true, noLib: true, types: [] };
  const host = ts.createCompilerHost(scanOptions);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, version, ...rest) =>
    fileName.includes("/node_modules/") ? ts.createSourceFile(fileName, "", version) : readSource(fileName, version, ...rest);
  const program = ts.createProgram(
    files.map((file) => path.join(ROOT, file)),
    scanOptions,
    host,
  );
  const checker = program.getTypeChecker();
  const sources = program.getSourceFiles().filter((source) => files.includes(path.relative(ROOT, source.fileName).split(path.sep).join("/")));

  const symbolOf = (node: ts.Node): ts.Symbol | undefined => {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };

  // Every call by the name it calls, to follow a helper's parameter to what its callers give it (the
  // checker is asked which function a call calls only for the few calls named like a helper: asking it
  // for every call costs seconds).
  const calls = new Map<string, { name: ts.Identifier; call: ts.CallExpression }[]>();
  const collectCalls = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = skipOuter(node.expression);
      const name = ts.isPropertyAccessExpression(callee) ? callee.name : ts.isIdentifier(callee) ? callee : undefined;
      if (name && ts.isIdentifier(name)) calls.set(name.text, [...(calls.get(name.text) ?? []), { name, call: node }]);
    }
    ts.forEachChild(node, collectCalls);
  };
  sources.forEach(collectCalls);

  const constInitializer = (symbol: ts.Symbol | undefined): ts.Expression | undefined => {
    const declaration = symbol?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && declaration.parent.flags & ts.NodeFlags.Const) {
      return declaration.initializer;
    }
    return undefined;
  };

  /** The object literal an expression names (a constant, or a property of one), if any. */
  const objectLiteralOf = (expression: ts.Expression, ctx?: Context, depth = 0): ts.ObjectLiteralExpression | undefined => {
    const node = skipOuter(expression);
    if (depth > 10) return undefined;
    if (ts.isObjectLiteralExpression(node)) return node;
    if (ts.isIdentifier(node)) {
      const parameter = parameterOf(node);
      const initializer = parameter ? ctx?.bound.get(parameter) : constInitializer(symbolOf(node));
      return initializer && objectLiteralOf(initializer, ctx, depth + 1);
    }
    if (ts.isPropertyAccessExpression(node)) {
      const property = objectLiteralOf(node.expression, ctx, depth + 1)?.properties.find((p) => p.name && propertyName(p.name) === node.name.text);
      return property && ts.isPropertyAssignment(property) ? objectLiteralOf(property.initializer, ctx, depth + 1) : undefined;
    }
    return undefined;
  };

  /**
   * Where a resolution is: the nodes it went through (no cycles) and, for the helpers it is inside, the
   * call it is following, so that two parameters of one call are read from that same call.
   */
  type Context = { seen: ReadonlySet<ts.Node>; bound: ReadonlyMap<ts.ParameterDeclaration, ts.Expression | undefined> };
  const TOP: Context = { seen: new Set(), bound: new Map() };

  const callers = new Map<ts.SignatureDeclaration, ts.CallExpression[]>();
  const callersOf = (fn: ts.SignatureDeclaration): ts.CallExpression[] => {
    const known = callers.get(fn);
    if (known) return known;
    const name = ts.isFunctionDeclaration(fn) ? fn.name : ts.isVariableDeclaration(fn.parent) ? fn.parent.name : undefined;
    const symbol = name && ts.isIdentifier(name) ? symbolOf(name) : undefined;
    // A helper is called by its name (`text(…)`), never as a method: `t.text(…)` is not a call of it.
    const named = (calls.get(name?.getText() ?? "") ?? []).filter((c) => skipOuter(c.call.expression) === c.name);
    const found = symbol ? named.filter((c) => symbolOf(c.name) === symbol).map((c) => c.call) : [];
    callers.set(fn, found);
    return found;
  };

  /** The parameter an identifier names, if it names one. */
  const parameterOf = (node: ts.Node): ts.ParameterDeclaration | undefined => {
    if (!ts.isIdentifier(node)) return undefined;
    const declaration = symbolOf(node)?.valueDeclaration;
    return declaration && ts.isParameter(declaration) && ts.isIdentifier(declaration.name) ? declaration : undefined;
  };

  /** The context with each parameter of a helper given what one call of it gives (or its default). */
  const following = (ctx: Context, helper: ts.SignatureDeclaration, call: ts.CallExpression): Context => {
    const bound = new Map(ctx.bound);
    helper.parameters.forEach((parameter, index) => bound.set(parameter, call.arguments[index] ?? parameter.initializer));
    return { ...ctx, bound };
  };

  /** Resolves `node` once per call of each helper whose parameters it reads (and is not following yet). */
  const perCall = <T>(node: ts.Node, ctx: Context, each: (ctx: Context) => T): T[] | undefined => {
    let helper: ts.SignatureDeclaration | undefined;
    const look = (child: ts.Node) => {
      const parameter = parameterOf(child);
      if (parameter && !ctx.bound.has(parameter)) helper ??= parameter.parent;
      if (!helper) ts.forEachChild(child, look);
    };
    look(node);
    const callers = helper ? callersOf(helper) : [];
    if (!helper || !callers.length) return undefined;
    return callers.flatMap((call) => {
      const next = following(ctx, helper!, call);
      return perCall(node, next, each) ?? [each(next)];
    });
  };

  const resolveProperty = (property: ts.ObjectLiteralElementLike, ctx: Context): Resolved => {
    if (ts.isPropertyAssignment(property)) return resolve(property.initializer, ctx);
    if (ts.isShorthandPropertyAssignment(property)) return resolve(property.name, ctx);
    return UNKNOWN;
  };

  /** What a parameter can be: what the call being followed gives it, else what each caller does. */
  const resolveParameter = (parameter: ts.ParameterDeclaration, ctx: Context): Resolved => {
    if (ctx.bound.has(parameter)) {
      const argument = ctx.bound.get(parameter);
      return argument ? resolve(argument, ctx) : NONE;
    }
    const callers = callersOf(parameter.parent);
    if (!callers.length) return UNKNOWN;
    return merge(...callers.map((call) => resolveParameter(parameter, following(ctx, parameter.parent, call))));
  };

  /** Every text an expression can have, as far as the source tells (a call, a value read at run time: unknown). */
  function resolve(expression: ts.Expression, ctx: Context = TOP): Resolved {
    const node = skipOuter(expression);
    if (ctx.seen.has(node)) return UNKNOWN;
    ctx = { ...ctx, seen: new Set(ctx.seen).add(node) };
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { values: [node.text], unknown: false, builtWithValue: false };
    if (ts.isNumericLiteral(node)) return { values: [node.text], unknown: false, builtWithValue: false };
    if (ts.isTemplateExpression(node)) {
      const calls = perCall(node, ctx, (bound) => resolveTemplate(node, bound));
      return calls ? merge(...calls) : resolveTemplate(node, ctx);
    }
    if (ts.isConditionalExpression(node)) return merge(resolve(node.whenTrue, ctx), resolve(node.whenFalse, ctx));
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
        return merge(resolve(node.left, ctx), resolve(node.right, ctx));
      }
      const arithmetic = ARITHMETIC[operator];
      if (arithmetic) {
        const [left, right] = [resolve(node.left, ctx), resolve(node.right, ctx)];
        const [a, b] = [Number(left.values[0]), Number(right.values[0])];
        if (left.values.length === 1 && right.values.length === 1 && Number.isFinite(a) && Number.isFinite(b)) {
          return { values: [String(arithmetic(a, b))], unknown: false, builtWithValue: false };
        }
        return UNKNOWN;
      }
      if (operator === ts.SyntaxKind.PlusToken) {
        const [left, right] = [resolve(node.left, ctx), resolve(node.right, ctx)];
        if (left.unknown || right.unknown || !left.values.length || !right.values.length) return { values: [], unknown: true, builtWithValue: true };
        return { values: left.values.flatMap((l) => right.values.map((r) => l + r)), unknown: false, builtWithValue: false };
      }
      return UNKNOWN;
    }
    if (ts.isIdentifier(node)) {
      if (node.text === "undefined") return NONE;
      const symbol = symbolOf(node);
      const initializer = constInitializer(symbol);
      if (initializer) return resolve(initializer, ctx);
      const parameter = parameterOf(node);
      if (parameter) return resolveParameter(parameter, ctx);
      return UNKNOWN;
    }
    if (ts.isPropertyAccessExpression(node)) {
      const property = objectLiteralOf(node.expression, ctx)?.properties.find((p) => p.name && propertyName(p.name) === node.name.text);
      return property ? resolveProperty(property, ctx) : UNKNOWN;
    }
    if (ts.isElementAccessExpression(node)) {
      const object = objectLiteralOf(node.expression, ctx);
      if (!object) return UNKNOWN;
      const key = skipOuter(node.argumentExpression);
      const named = ts.isStringLiteral(key) ? object.properties.filter((p) => p.name && propertyName(p.name) === key.text) : object.properties;
      return merge(...named.map((property) => resolveProperty(property, ctx)));
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return NONE;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "join") {
      const separator = node.arguments[0] ? resolve(node.arguments[0], ctx).values : [","];
      const arrays = resolveArray(node.expression.expression, ctx);
      if (!arrays || separator.length !== 1) return UNKNOWN;
      const texts: string[] = [];
      for (const elements of arrays) {
        const values = elements.map((element) => resolve(element, ctx).values);
        if (values.some((v) => v.length !== 1)) return UNKNOWN;
        texts.push(values.map(([value]) => value).join(separator[0]));
      }
      return { values: texts, unknown: false, builtWithValue: false };
    }
    return UNKNOWN;
  }

  function resolveTemplate(node: ts.TemplateExpression, ctx: Context): Resolved {
    let texts = [node.head.text];
    for (const span of node.templateSpans) {
      const hole = resolve(span.expression, ctx);
      if (hole.unknown || hole.builtWithValue || !hole.values.length) return { values: [], unknown: true, builtWithValue: true };
      texts = texts.flatMap((text) => hole.values.map((value) => text + value + span.literal.text));
      if (texts.length > MAX_COMBINATIONS) return { values: [], unknown: true, builtWithValue: true };
    }
    return { values: texts, unknown: false, builtWithValue: false };
  }

  /** The elements an array expression can have (each way it can be), as far as the source tells: for `join`. */
  function resolveArray(expression: ts.Expression, ctx: Context): ts.Expression[][] | null {
    const node = skipOuter(expression);
    if (ctx.seen.has(node)) return null;
    ctx = { ...ctx, seen: new Set(ctx.seen).add(node) };
    if (ts.isArrayLiteralExpression(node)) {
      let arrays: ts.Expression[][] = [[]];
      for (const element of node.elements) {
        if (ts.isSpreadElement(element)) {
          const spread = resolveArray(element.expression, ctx);
          if (!spread) return null;
          arrays = arrays.flatMap((array) => spread.map((more) => [...array, ...more]));
        } else {
          arrays = arrays.map((array) => [...array, element]);
        }
      }
      return arrays;
    }
    if (ts.isIdentifier(node)) {
      const initializer = constInitializer(symbolOf(node));
      if (initializer) return resolveArray(initializer, ctx);
      const parameter = parameterOf(node);
      if (!parameter) return null;
      if (ctx.bound.has(parameter)) {
        const argument = ctx.bound.get(parameter);
        return argument ? resolveArray(argument, ctx) : null;
      }
      const callers = callersOf(parameter.parent);
      const arrays = callers.map((call) => resolveArray(node, following(ctx, parameter.parent, call)));
      return callers.length && arrays.every((a) => a !== null) ? arrays.flatMap((a) => a!) : null;
    }
    // `things.map((thing) => thing.name)`, `statuses.map((status) => \`status:${status}\`)`
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "map") {
      const [mapper] = node.arguments;
      if (!mapper || !ts.isArrowFunction(mapper) || ts.isBlock(mapper.body) || mapper.parameters.length !== 1) return null;
      const [parameter] = mapper.parameters;
      const body = mapper.body;
      const arrays = resolveArray(node.expression.expression, ctx);
      if (!arrays) return null;
      const mapped = arrays.map((elements) =>
        elements.map((element) => {
          const { values } = resolve(body, { ...ctx, bound: new Map(ctx.bound).set(parameter, element) });
          return values.length === 1 ? ts.factory.createStringLiteral(values[0]) : undefined;
        }),
      );
      return mapped.every((elements) => elements.every((e) => e !== undefined)) ? (mapped as ts.Expression[][]) : null;
    }
    return null;
  }

  const found: Found[] = [];
  const problems: string[] = [];
  let where = "";
  const record = (expression: ts.Expression | undefined, namespaces: readonly Namespace[]) => {
    if (!expression) return;
    const resolved = resolve(expression);
    if (resolved.builtWithValue) {
      problems.push(`${where}: a message built with a value inside (${expression.getText().slice(0, 120)}): write a template with {placeholders} and params`);
    }
    for (const message of resolved.values) found.push({ message, where, namespaces });
  };
  const recordProperties = (expression: ts.Expression | undefined, names: (name: string) => boolean, namespaces: readonly Namespace[]) => {
    const object = expression && objectLiteralOf(expression);
    for (const property of object?.properties ?? []) {
      if (ts.isPropertyAssignment(property) && names(propertyName(property.name))) record(property.initializer, namespaces);
    }
  };
  /** The messages inside a zod call's options: its own, and an errorMap's answer. */
  const recordZodOptions = (node: ts.Node, namespaces: readonly Namespace[]) => {
    if (ts.isPropertyAssignment(node) && ZOD_MESSAGE_KEYS.has(propertyName(node.name))) record(node.initializer, namespaces);
    ts.forEachChild(node, (child) => recordZodOptions(child, namespaces));
  };
  /**
   * Whether a method is called on a zod schema: its chain goes back to `z` (`z.string().min(…)`,
   * `phoneField.pipe(…)` with `phoneField = z.string()…`). Read from the source, not asked of the type
   * checker: typing every chain (the database's query builders) would cost seconds.
   */
  const isZod = (receiver: ts.Expression, depth = 0): boolean => {
    const node = skipOuter(receiver);
    if (depth > 20) return false;
    if (ts.isCallExpression(node)) return ts.isPropertyAccessExpression(node.expression) && isZod(node.expression.expression, depth + 1);
    if (ts.isPropertyAccessExpression(node)) return isZod(node.expression, depth + 1);
    if (!ts.isIdentifier(node)) return false;
    if (node.text === "z") return true;
    const initializer = constInitializer(symbolOf(node));
    return !!initializer && isZod(initializer, depth + 1);
  };
  /** Not a message: a function (a refine's check), a pattern, a number. */
  const mayBeMessage = (expression: ts.Expression) => {
    const node = skipOuter(expression);
    return !(ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isRegularExpressionLiteral(node) || ts.isNumericLiteral(node));
  };
  /** A call's argument, or the default of the parameter it leaves out (ok's "OK"). */
  const argumentOrDefault = (call: ts.CallExpression, index: number): ts.Expression | undefined => {
    if (call.arguments[index]) return call.arguments[index];
    const declaration = symbolOf(call.expression)?.valueDeclaration;
    const fn = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : declaration;
    return fn && (ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) ? fn.parameters[index]?.initializer : undefined;
  };

  for (const source of sources) {
    const file = path.relative(ROOT, source.fileName).split(path.sep).join("/");
    const inDomain = file.startsWith("domain/");
    const formFiles = inDomain ? FORM_FILES : API_FILES;
    const visit = (node: ts.Node) => {
      where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "DomainError") {
        record(node.arguments?.[2], API_FILES);
        recordProperties(node.arguments?.[3], () => true, API_FILES);
      } else if (ts.isCallExpression(node)) {
        const callee = skipOuter(node.expression);
        const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
        if (ts.isIdentifier(callee) && name === "ok") record(argumentOrDefault(node, 1), API_FILES);
        else if (ts.isIdentifier(callee) && name === "failure") record(node.arguments[1], API_FILES);
        else if (ts.isIdentifier(callee) && name === "phrase") record(node.arguments[0], API_FILES);
        else if (ts.isIdentifier(callee) && name === "say") record(node.arguments[1], API_FILES);
        else if (ts.isIdentifier(callee) && name === "notify")
          recordProperties(node.arguments[2], (key) => key === "title" || key === "body", NOTIFICATION_FILES);
        else if (isTranslatorCall(callee)) record(node.arguments[0], API_FILES);
        else if (ts.isPropertyAccessExpression(callee) && name === "addIssue") recordProperties(node.arguments[0], (key) => key === "message", formFiles);
        else if (ts.isPropertyAccessExpression(callee) && isZod(callee.expression)) {
          // The options of a schema (`z.string({ required_error })`, `z.enum(values, { errorMap })`) and of a check.
          for (const argument of node.arguments) if (ts.isObjectLiteralExpression(skipOuter(argument))) recordZodOptions(argument, formFiles);
          const at = ZOD_MESSAGE_ARGUMENT[name];
          const message = at === undefined ? undefined : node.arguments[at];
          if (message && !ts.isObjectLiteralExpression(skipOuter(message)) && mayBeMessage(message)) record(message, formFiles);
        }
      } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /Messages?$/.test(node.name.text) && node.initializer) {
        const initializer = skipOuter(node.initializer);
        if (ts.isObjectLiteralExpression(initializer)) {
          for (const property of initializer.properties) {
            if (ts.isPropertyAssignment(property) && !ts.isArrowFunction(property.initializer)) record(property.initializer, formFiles);
          }
        } else if (mayBeMessage(initializer)) {
          record(initializer, formFiles);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { found, problems };

  /**
   * A translator, or its `text`: `translatorFor(language)`, `translatorFor(language).text`, a constant
   * holding one, or a parameter typed `Translate`.
   */
  function isTranslatorCall(callee: ts.Expression, depth = 0): boolean {
    const node = skipOuter(callee);
    if (depth > 5) return false;
    if (ts.isCallExpression(node)) return ts.isIdentifier(node.expression) && node.expression.text === "translatorFor";
    if (ts.isPropertyAccessExpression(node)) return node.name.text === "text" && isTranslatorCall(node.expression, depth + 1);
    if (!ts.isIdentifier(node)) return false;
    const symbol = symbolOf(node);
    const initializer = constInitializer(symbol);
    if (initializer) return isTranslatorCall(initializer, depth + 1);
    const declaration = symbol?.valueDeclaration;
    return !!declaration && ts.isParameter(declaration) && declaration.type?.getText() === "Translate";
  }
}

const ARITHMETIC: Partial<Record<ts.SyntaxKind, (a: number, b: number) => number>> = {
  [ts.SyntaxKind.AsteriskToken]: (a, b) => a * b,
  [ts.SyntaxKind.SlashToken]: (a, b) => a / b,
  [ts.SyntaxKind.MinusToken]: (a, b) => a - b,
};

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : "";
}
