import type { Metadata } from 'next';
import { getProductsByCategory } from '@/lib/catalogue/products';
import { DEFAULT_CATEGORY, categoryName } from '@/lib/catalogue/categories';
import { catalogueLeadArt } from '@/lib/catalogue/leadArt';
import { itemListJsonLd } from '@/lib/site/jsonLd/itemList';
import { catalogueCard } from '@/lib/site/ogCards';
import { shareMetadata } from '@/lib/site/shareMetadata';
import JsonLd from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Page';
import ProductsBrowser from '@/components/catalogue/ProductsBrowser';
import ProductsHero from '@/components/catalogue/ProductsHero';

const description =
  'Browse lab-tested medical cannabis by category: flower, edibles, pre-rolls, concentrates, vapes, topicals, tinctures, CBD and accessories.';

export const metadata: Metadata = {
  title: 'Products',
  description,
  alternates: { canonical: '/products' },
  ...shareMetadata({ path: '/products', title: 'Products', description, card: catalogueCard() }),
};

export default function ProductsPage() {
  // Only the default category is rendered into the static page; others load one chunk each on demand.
  const initialProducts = [...getProductsByCategory(DEFAULT_CATEGORY)];
  return (
    <>
      {/* what the page shows before the address is read: the default category */}
      <JsonLd
        data={itemListJsonLd({ name: categoryName(DEFAULT_CATEGORY), path: '/products' }, initialProducts)}
      />
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
