// The product facts in data/ (issue 26.5): checked at build and start with a line naming the file, product and field.
import { existsSync, readFileSync } from 'node:fs';
import { checkProductFacts, isCertificateUrl, productFactsProblems } from '@/lib/catalogue/factsCheck';
import { labFigures } from '@/lib/catalogue/labTexts';
import { getAllProducts } from '@/lib/catalogue/products';
import type { LabResult, Product } from '@/lib/catalogue/types';

const TODAY = '2026-11-26';
const LAB: LabResult = {
  thcPercent: 21.6,
  tested: '2026-10-14',
  lab: 'Example Labs',
  certificateUrl: 'https://lab.example/coa/1.pdf',
};
const product = (over: Record<string, unknown>): Product =>
  ({
    id: 7,
    category: 'flower',
    name: 'Test Kush',
    thc: '20%',
    cbd: '0.1%',
    image: '/products/7.svg',
    description: '',
    effects: [],
    flavors: [],
    variations: [{ size: '1g', price: 10 }],
    ...over,
  }) as Product;
const problems = (over: Record<string, unknown>) => productFactsProblems([product(over)], TODAY);
const withLab = (patch: Record<string, unknown>) => problems({ lab: { ...LAB, ...patch } });

describe('productFactsProblems', () => {
  it('finds nothing wrong in data/, where several products carry demo facts', () => {
    const all = getAllProducts();
    expect(productFactsProblems(all)).toEqual([]);
    expect(all.filter((p) => p.lab?.demo).length).toBeGreaterThanOrEqual(6);
    const categories = new Set(all.filter((p) => p.lab).map((p) => p.category));
    for (const c of ['flower', 'prerolls', 'vapes', 'edibles', 'tinctures']) expect(categories).toContain(c);
  });

  it('accepts a complete result, with or without terpenes, and products without facts', () => {
    expect(withLab({})).toEqual([]);
    expect(problems({ lab: LAB, terpenes: [{ name: 'Myrcene', percent: 0.5 }] })).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it('names the file, the product and the field of a bad date', () => {
    expect(withLab({ tested: '14/10/2026' })).toEqual([
      'data/products/flower.json: product 7 (Test Kush): lab.tested must be a date written YYYY-MM-DD, got "14/10/2026"',
    ]);
    expect(withLab({ tested: '2026-02-30' })[0]).toMatch(/lab\.tested must be a date/);
    expect(withLab({ tested: undefined })[0]).toMatch(
      /lab\.tested must be a date written YYYY-MM-DD, got undefined/,
    );
    expect(withLab({ tested: '2026-12-01' })[0]).toMatch(
      /lab\.tested 2026-12-01 is after today \(2026-11-26\)/,
    );
  });

  it('refuses percents outside 0-100 and negative or non-numeric figures', () => {
    expect(withLab({ thcPercent: 121 })).toEqual([
      'data/products/flower.json: product 7 (Test Kush): lab.thcPercent must be a percent from 0 to 100, got 121',
    ]);
    expect(withLab({ cbdPercent: -1 })[0]).toMatch(/lab\.cbdPercent must be a number of at least 0, got -1/);
    expect(withLab({ thcMg: '10mg' })[0]).toMatch(/lab\.thcMg must be a number of at least 0, got "10mg"/);
    expect(withLab({ thcPercent: undefined })[0]).toMatch(/lab must state at least one of thcPercent/);
  });

  it('takes a certificate only at an https address or a path under /', () => {
    for (const ok of ['https://lab.example/coa.pdf', '/lab/demo-certificate.html#product-1'])
      expect(isCertificateUrl(ok)).toBe(true);
    for (const bad of [
      'http://lab.example/coa.pdf',
      '//evil.example/x',
      'javascript:alert(1)',
      'lab/x.html',
      '',
    ])
      expect(isCertificateUrl(bad)).toBe(false);
    expect(withLab({ certificateUrl: 'http://lab.example/coa.pdf' })[0]).toMatch(
      /product 7 \(Test Kush\): lab\.certificateUrl must be an https address or a path under \//,
    );
  });

  it('names the lab, knows its fields, and takes demo only as true', () => {
    expect(withLab({ lab: ' ' })[0]).toMatch(/lab\.lab must name the laboratory/);
    expect(withLab({ testDate: '2026-10-14' })[0]).toMatch(/lab\.testDate is not a lab field/);
    expect(withLab({ demo: false })[0]).toMatch(/lab\.demo must be true or left out/);
    expect(problems({ lab: 'tested' })[0]).toMatch(/: lab must be an object$/);
  });

  it('checks terpenes: names, percents, dominant first, no repeats', () => {
    const t = (terpenes: unknown) => problems({ terpenes });
    expect(t([])[0]).toMatch(/terpenes must be a list of \{ name, percent \}/);
    expect(t([{ name: 'Myrcene', percent: 101 }])[0]).toMatch(
      /product 7 \(Test Kush\): terpenes\[0\]\.percent must be a percent from 0 to 100, got 101/,
    );
    expect(
      t([
        { name: 'Pinene', percent: 0.2 },
        { name: 'Myrcene', percent: 0.5 },
      ])[0],
    ).toMatch(/terpenes\[1\] must not exceed the one before it: list the dominant first/);
    expect(
      t([
        { name: 'Myrcene', percent: 0.5 },
        { name: 'myrcene', percent: 0.1 },
      ])[0],
    ).toMatch(/terpenes\[1\]\.name myrcene is listed twice/);
    expect(t([{ name: '', percent: 0.1 }])[0]).toMatch(/terpenes\[0\]\.name must name the terpene/);
  });

  it('stops the build with every problem listed', () => {
    const bad = [product({ lab: { ...LAB, thcPercent: 300, tested: 'soon' } })];
    expect(() => checkProductFacts(bad, TODAY)).toThrow(
      /The product facts in data\/ are not valid:\n {2}- .*lab\.thcPercent.*\n {2}- .*lab\.tested/,
    );
    expect(() => checkProductFacts(getAllProducts())).not.toThrow();
  });
});

describe('the demo certificate page (public/lab/demo-certificate.html)', () => {
  it('is where every certificate path in data/ leads', () => {
    for (const p of getAllProducts())
      if (p.lab?.certificateUrl.startsWith('/'))
        expect(existsSync(`public${p.lab.certificateUrl.replace(/[?#].*$/, '')}`)).toBe(true);
  });

  const html = readFileSync('public/lab/demo-certificate.html', 'utf8');

  it('says it is a demo, and lists each demo product the values data/ shows', () => {
    expect(html).toMatch(/<title>DEMO certificate of analysis \(not a real lab result\)<\/title>/);
    expect(html).toContain('Not a real lab result.');
    for (const p of getAllProducts().filter((x) => x.lab?.demo)) {
      expect(p.lab!.certificateUrl).toBe(`/lab/demo-certificate.html#product-${p.id}`);
      const part = new RegExp(`<section id="product-${p.id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
      expect(part).toContain(p.name);
      for (const [name, text] of labFigures(p.lab!))
        expect(part).toContain(`${name} as tested</dt><dd>${text}`);
      expect(part).toContain(`>${p.lab!.tested}</time>`);
      for (const t of p.terpenes ?? []) expect(part).toContain(`${t.name}: ${t.percent}%`);
    }
  });
});
