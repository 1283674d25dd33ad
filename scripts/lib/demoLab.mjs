// The demo catalogue's lab results and terpenes (issue 26.5): DEMO values, not real tests, marked `demo: true` and
// linked to public/lab/demo-certificate.html, which says so and lists the same values (a test keeps them equal).
// Product name -> the facts scripts/generate-catalogue.mjs writes into data/products/*.json.

const LAB = 'Demo Testing Laboratory (not a real lab)';

/** The demo certificate page and the product's part of it. */
export const demoCertificateUrl = (id) => `/lab/demo-certificate.html#product-${id}`;

// prettier-ignore
export const DEMO_LAB = {
  'Blue Dream': {
    lab: { thcPercent: 21.6, cbdPercent: 0.14, tested: '2026-10-14' },
    terpenes: [['Myrcene', 0.58], ['Pinene', 0.31], ['Caryophyllene', 0.22]],
  },
  'Sour Diesel': {
    lab: { thcPercent: 23.1, cbdPercent: 0.18, tested: '2026-10-09' },
    terpenes: [['Caryophyllene', 0.49], ['Limonene', 0.37], ['Myrcene', 0.21]],
  },
  'Diamond-Dusted Gelato Pre-Roll': {
    lab: { thcPercent: 38.9, cbdPercent: 0.08, tested: '2026-10-21' },
    terpenes: [['Limonene', 0.71], ['Caryophyllene', 0.45], ['Linalool', 0.19]],
  },
  'Gelato Live Resin': {
    lab: { thcPercent: 79.2, cbdPercent: 0.4, tested: '2026-10-02' },
    terpenes: [['Limonene', 3.1], ['Caryophyllene', 1.7], ['Humulene', 0.6]],
  },
  'Blue Dream Live Resin Cartridge': {
    lab: { thcPercent: 81.3, cbdPercent: 0.18, tested: '2026-09-30' },
    terpenes: [['Myrcene', 2.9], ['Pinene', 1.4], ['Terpinolene', 0.8]],
  },
  // milligrams per piece, as the label states it; an edible's lab result without terpenes
  'Wild Berry Bliss Gummies': {
    lab: { thcMg: 9.8, tested: '2026-10-17' },
  },
  // milligrams per bottle, as the label states it
  'Full-Spectrum 1:1 Tincture': {
    lab: { thcMg: 492, cbdMg: 508, tested: '2026-10-08' },
    terpenes: [['Myrcene', 0.12], ['Caryophyllene', 0.09]],
  },
};

/** The `lab` and `terpenes` fields of a product, or none. */
export function demoLabFields(p) {
  const facts = DEMO_LAB[p.name];
  if (!facts) return {};
  const lab = { ...facts.lab, lab: LAB, certificateUrl: demoCertificateUrl(p.id), demo: true };
  const terpenes = facts.terpenes?.map(([name, percent]) => ({ name, percent }));
  return { lab, ...(terpenes ? { terpenes } : {}) };
}

const esc = (s) =>
  String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** The figures of a lab result as the certificate lists them: [label, text] pairs. */
function figures(lab) {
  return [
    ['THC', lab.thcPercent, '%'],
    ['CBD', lab.cbdPercent, '%'],
    ['THC', lab.thcMg, ' mg'],
    ['CBD', lab.cbdMg, ' mg'],
  ].flatMap(([name, value, unit]) => (value === undefined ? [] : [[name, `${value}${unit}`]]));
}

function section(p) {
  const rows = [
    ...figures(p.lab).map(([name, text]) => `<dt>${name} as tested</dt><dd>${esc(text)}</dd>`),
    `<dt>Tested on</dt><dd><time datetime="${p.lab.tested}">${p.lab.tested}</time></dd>`,
    `<dt>Laboratory</dt><dd>${esc(p.lab.lab)}</dd>`,
  ];
  const terpenes = p.terpenes
    ? `<h3>Dominant terpenes</h3><ul>${p.terpenes.map((t) => `<li>${esc(t.name)}: ${t.percent}%</li>`).join('')}</ul>`
    : '';
  return (
    `<section id="product-${p.id}" aria-labelledby="product-${p.id}-name">\n` +
    `<h2 id="product-${p.id}-name"><a href="/products/${p.id}">${esc(p.name)}</a></h2>\n` +
    `<dl>${rows.join('')}</dl>\n${terpenes}\n</section>`
  );
}

/** public/lab/demo-certificate.html: one plain page saying the values are demo values, listing each product's. */
export function demoCertificatePage(products) {
  const demo = products.filter((p) => p.lab?.demo).sort((a, b) => a.id - b.id);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>DEMO certificate of analysis (not a real lab result)</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 44rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; }
.warning { border: 3px solid #8a1c1c; padding: 0.75rem 1rem; color: #8a1c1c; font-weight: 700; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 700; }
dd { margin: 0; }
section { border-top: 1px solid #888; margin-top: 1.5rem; }
a { color: #14532d; }
</style>
</head>
<body>
<main>
<h1>DEMO certificate of analysis</h1>
<p class="warning">Not a real lab result. These are demo values made up for the demo catalogue: no laboratory tested
these products. A shop replaces them, and this page, with its own certificates.</p>
${demo.map(section).join('\n')}
<p><a href="/products">Back to the shop</a></p>
</main>
</body>
</html>
`;
}
