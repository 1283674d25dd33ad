import type { Metadata } from 'next';
import { getProductsByCategory } from '@/lib/catalogue/products';
import { DEFAULT_CATEGORY } from '@/lib/catalogue/categories';
import { catalogueLeadArt } from '@/lib/catalogue/leadArt';
import { Container } from '@/components/ui/Page';
import ProductsBrowser from '@/components/catalogue/ProductsBrowser';
import ProductsHero from '@/components/catalogue/ProductsHero';

export const metadata: Metadata = {
  title: 'Products',
  description:
    'Browse lab-tested medical cannabis by category: flower, edibles, pre-rolls, concentrates, vapes, topicals, tinctures, CBD and accessories.',
  alternates: { canonical: '/products' },
};

export default function ProductsPage() {
  // Only the default category is rendered into the static page; others load one chunk each on demand.
  const initialProducts = [...getProductsByCategory(DEFAULT_CATEGORY)];
  return (
    <>
      <ProductsHero />
      <Container>
        {/* The URL is read in the browser; until then the default category's products are shown. */}
        <ProductsBrowser
          initialCategory={DEFAULT_CATEGORY}
          initialProducts={initialProducts}
          leadArt={catalogueLeadArt(initialProducts)}
        />
      </Container>
    </>
  );
}
