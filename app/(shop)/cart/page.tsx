import type { Metadata } from 'next';
import { SITE_DESCRIPTION, shareMetadata } from '@/lib/site/shareMetadata';
import { preloadCatalogueIndex } from '@/lib/catalogue/preloadIndex';
import CartView from '@/components/cart/CartView';
import { Container, PageTitle } from '@/components/ui/Page';
import ScrollToTop from '@/components/ui/ScrollToTop';

// a shopper's own cart: never listed (issue 34.1)
export const metadata: Metadata = {
  title: 'Medical Cart',
  robots: { index: false },
  ...shareMetadata({ path: '/cart', title: 'Medical Cart', description: SITE_DESCRIPTION }),
};

export default function CartPage() {
  preloadCatalogueIndex();
  return (
    <Container>
      <ScrollToTop />
      <PageTitle>Medical Cart</PageTitle>
      <CartView />
    </Container>
  );
}
