// Makes __tests__/fixtures/seo/schemaorg-vocabulary.json from a schema.org release's schemaorg-current-https.jsonld:
// each type and property with only what the structured-data validator reads (names, parents, domains), a fifth of
// the size. Usage: node scripts/trim-schemaorg.mjs schemaorg-current-https.jsonld > the-fixture.json
import { readFileSync } from 'node:fs';

const KEEP = ['@id', '@type', 'rdfs:subClassOf', 'schema:domainIncludes'];
const full = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const graph = full['@graph']
  .filter((e) => e['@type'] === 'rdfs:Class' || e['@type'] === 'rdf:Property')
  .map((e) => Object.fromEntries(KEEP.filter((k) => k in e).map((k) => [k, e[k]])));
const { rdfs, rdf, schema } = full['@context'];
process.stdout.write(JSON.stringify({ '@context': { rdfs, rdf, schema }, '@graph': graph }));
