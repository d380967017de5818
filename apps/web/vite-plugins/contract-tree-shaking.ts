/**
 * Keeps zod out of the browser's first load (docs/decisions/0009-first-load-budget.md).
 *
 * The contract's modules define plain constants next to zod schemas (refdata.ts holds
 * INDUSTRIES and BUSINESS_TYPES beside ZCountry…, search.ts holds SEARCH_QUERY_MAX beside the
 * request schemas). A bundler keeps a top-level call such as `z.object({…})` even when its
 * result is unused, as it cannot prove the call free of side effects; so one constant imported
 * from such a module brought all of zod into the layout's chunk.
 *
 * 1. `transform` (client build) marks the initialisers of the contract's top-level constants as
 *    pure, so the schemas nothing uses are dropped. This is sound because contract modules only
 *    build values at the top level (no registries, no I/O); other top-level statements are left
 *    alone, and a value that is used is kept whole.
 * 2. `generateBundle` fails the client build when zod is statically reachable from the client
 *    entry, the root and site layout, or the home and business pages. Lazy chunks (forms, the
 *    account screens) may use it freely.
 */
import { parseAst, type Plugin } from 'vite';

const CONTRACT_SOURCE = /\/packages\/contract\/src\/(?!.*\.test\.)[^?]*\.ts$/;
const ZOD_MODULE = /\/node_modules\/zod\//;
/** The client entry and the route modules whose static imports are the first load of the pages we budget. */
const FIRST_LOAD_MODULES = ['/entry.client.', '/app/root.tsx', '/app/layout/site-layout.tsx', '/app/routes/home.tsx', '/app/routes/business.tsx'];

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);

/** Whether `node` holds a node of one of `types`, outside function bodies (they run later, if at all). */
function holds(node: Node, types: ReadonlySet<string>): boolean {
  if (FUNCTIONS.has(node.type)) return false;
  if (types.has(node.type)) return true;
  return Object.entries(node).some(([key, value]) =>
    key === 'type' ? false : Array.isArray(value) ? value.some((v) => isNode(v) && holds(v, types)) : isNode(value) && holds(value, types),
  );
}
const CALLS = new Set(['CallExpression', 'NewExpression', 'TaggedTemplateExpression']);
const AWAIT = new Set(['AwaitExpression']);

/**
 * `export const X = <init>` becomes `export const X = /* @__PURE__ *\/ (() => (<init>))()` when
 * the initialiser calls anything. Marking the calls themselves would not do: a dropped pure call
 * still keeps arguments that may have effects, such as the spread in `z.object({ ...paging })`.
 */
export function markContractValuesPure(code: string): string {
  const program = parseAst(code) as unknown as { body: Node[] };
  const edits: { at: number; text: string }[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' && isNode(statement.declaration) ? statement.declaration : statement;
    if (declaration.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations as Node[]) {
      if (!isNode(init) || !holds(init, CALLS) || holds(init, AWAIT)) continue;
      edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' }, { at: init.end, text: '))()' });
    }
  }
  let out = code;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at);
  return out;
}

export function contractTreeShaking(): Plugin {
  return {
    name: 'wbn:contract-tree-shaking',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      return { code: markContractValuesPure(code), map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
      for (const module of FIRST_LOAD_MODULES) {
        const root = [...chunks.values()].find((c) => c.facadeModuleId?.includes(module));
        if (!root) this.error(`first-load check: no chunk for ${module}`);
        const seen = new Set<string>();
        const queue = [root.fileName];
        for (let fileName = queue.shift(); fileName !== undefined; fileName = queue.shift()) {
          const chunk = chunks.get(fileName);
          if (!chunk || seen.has(fileName)) continue;
          seen.add(fileName);
          if (Object.keys(chunk.modules).some((m) => ZOD_MODULE.test(m))) {
            this.error(`zod is in the first load of ${module} (via ${fileName}): load that code lazily, see docs/decisions/0009-first-load-budget.md`);
          }
          queue.push(...chunk.imports);
        }
      }
    },
  };
}
