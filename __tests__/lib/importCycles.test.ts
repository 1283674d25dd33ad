/** @jest-environment node */
// No import circles in the app's own code, type-only imports included (issue 27.8). The lint's import/no-cycle skips
// `import type` (eslint-plugin-import ignores them whatever its options say), so a circle made of types alone, like
// lib/order/contract.ts <-> lib/order/errors.ts was, would pass it; this walks every import instead.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['app', 'components', 'lib'];
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.cjs'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return EXTENSIONS.includes(path.extname(name)) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file an import names, for the app's own modules ('@/…' or relative); undefined for packages. */
function resolve(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.join(path.dirname(from), spec);
  else return undefined;
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, 'index' + e)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/** What a file imports or re-exports statically, type-only or not (a dynamic import() is a deferred edge). */
function specifiersOf(text: string): string[] {
  return [...text.matchAll(/^\s*(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

/** Strongly connected components of more than one file (Tarjan), each a circle of imports. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import circles (issue 27.8)', () => {
  it('reads type-only imports and re-exports, on one line or several, and finds their circle', () => {
    const a = "import type { B } from './b';\nexport type {\n  C,\n} from '@/lib/c';\nimport('./late');";
    expect(specifiersOf(a)).toEqual(['./b', '@/lib/c']);
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts']]);
  });

  it('the app, components and lib import in no circle, type-only imports included', () => {
    const graph = new Map<string, string[]>();
    for (const file of ROOTS.flatMap(sources))
      graph.set(
        file,
        specifiersOf(readFileSync(file, 'utf8'))
          .map((spec) => resolve(file, spec))
          .filter((f): f is string => f !== undefined),
      );
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });
});
