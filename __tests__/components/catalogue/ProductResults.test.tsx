import { screen } from '@testing-library/react';
import { getProductsByCategory } from '@/lib/catalogue/products';
import type { LeadArt } from '@/lib/catalogue/types';
import ProductResults from '@/components/catalogue/ProductResults';
import { renderWithProviders } from '@/__tests__/test-utils';

const products = getProductsByCategory('flower').slice(0, 6);
// a photographed product's picture is named by its photo's alt (issue 30: Jack Herer in the demo data)
const pictureName = (p: (typeof products)[number]) => p.pictures?.[0]?.alt ?? p.name;
const renderResults = (leadArt?: LeadArt) =>
  renderWithProviders(
    <ProductResults
      products={products}
      leadArt={leadArt}
      view="grid"
      onView={jest.fn()}
      emptyReason="category"
      query=""
      onClearSearch={jest.fn()}
      onClearFilters={jest.fn()}
    />,
  );

// Issue 14: the first card's picture is a phone's largest paint, so it is fetched at high priority beside the
// scripts; the rest of the first row loads eagerly, everything below lazily.
describe('ProductResults image loading', () => {
  it('fetches the first picture at high priority, the first row eagerly and the rest lazily', () => {
    renderResults();
    const images = products.map((p) => screen.getByRole('img', { name: pictureName(p) }));
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('ProductResults lead picture', () => {
  it('shows the inlined picture on its own card only, wherever the sort puts it', () => {
    const lead = { id: products[2]!.id, src: 'data:image/svg+xml,%3Csvg/%3E' };
    renderResults(lead);
    const sources = products.map((p) =>
      screen.getByRole('img', { name: pictureName(p) }).getAttribute('src'),
    );
    expect(sources).toEqual(
      products.map((p) =>
        p.id === lead.id ? lead.src : p.pictures?.[0] ? `${p.pictures[0].base}.400.jpeg` : p.image,
      ),
    );
    expect(products.some((p) => p.pictures)).toBe(true);
  });
});
