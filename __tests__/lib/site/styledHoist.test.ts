/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transformSync } from 'esbuild';

const require = createRequire(__filename);
const loader = require('../../../lib/site/styledHoist.cjs') as ((
  this: { resourcePath: string },
  s: string,
) => string) & {
  hoistStyles: (s: string) => { source: string; components: number; globals: number };
  PRECEDENCE: string;
};

const dist = (name: string) =>
  readFileSync(
    path.join(path.dirname(require.resolve('styled-components/package.json')), 'dist', name),
    'utf8',
  );

describe('styledHoist: server components’ <style> elements go to <head> through React’s hoisting (issue 29.1)', () => {
  it.each(['styled-components.esm.js', 'styled-components.cjs.js'])(
    'gives both <style> elements of %s an href and the precedence, and the result still parses',
    (file) => {
      const { source, components, globals } = loader.hoistStyles(dist(file));
      expect({ components, globals }).toEqual({ components: 1, globals: 1 });
      expect(source.match(/precedence:"styled-components"/g)).toHaveLength(2);
      // esbuild parses it as the bundler will, throwing on any syntax error the rewrite could make
      expect(() =>
        transformSync(source, { loader: 'js', format: file.includes('esm') ? 'esm' : 'cjs' }),
      ).not.toThrow();
    },
  );

  it('fails the build, naming the file, when styled-components no longer has the code it rewrites', () => {
    expect(() => loader.call({ resourcePath: 'x/styled-components.esm.js' }, 'const a = 1;')).toThrow(
      /x\/styled-components.esm.js, found 0 and 0: styled-components changed/,
    );
  });

  it('names a style after its CSS: different rules never share an href, the same rules always do', () => {
    const code = 'createElement("style",{[c]:"",key:"sc-"+l.componentId,children:o})';
    const { source } = loader.hoistStyles(code);
    const render = (css: string) =>
      new Function('l', 'o', `let c="data-styled";const t={createElement:(_,p)=>p};return t.${source}`)(
        { componentId: 'sc-abc' },
        css,
      ) as { href: string; precedence: string };
    expect(render('.a{color:red}').href).toBe(render('.a{color:red}').href);
    expect(render('.a{color:red}').href).not.toBe(render('.a{color:blue}').href);
    expect(render('.a{color:red}')).toMatchObject({
      href: expect.stringMatching(/^sc-abc-[0-9a-z]+$/),
      precedence: 'styled-components',
    });
  });
});
