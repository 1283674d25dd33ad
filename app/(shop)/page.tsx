import type { Metadata } from 'next';
import { getFeaturedProducts } from '@/lib/catalogue/products';
import { homeDescription } from '@/lib/site/claims';
import { siteConfig } from '@/lib/config/public';
import { shopSettings } from '@/lib/config/shop';
import { shopIdentity } from '@/lib/config/shopIdentity';
import { storeJsonLd } from '@/lib/site/jsonLd/store';
import { SITE_TITLE, shareMetadata } from '@/lib/site/shareMetadata';
import JsonLd from '@/components/seo/JsonLd';
import CallBanner from '@/components/home/CallBanner';
import CategoryTiles from '@/components/home/CategoryTiles';
import ClosingCta from '@/components/home/ClosingCta';
import FeaturedCarousel from '@/components/home/FeaturedCarousel';
import Hero from '@/components/home/Hero';
import ScrollToTop from '@/components/ui/ScrollToTop';
import Wellness from '@/components/home/Wellness';

export const metadata: Metadata = {
  description: homeDescription(siteConfig.claims),
  alternates: { canonical: '/' },
  ...shareMetadata({ path: '/', title: SITE_TITLE, description: homeDescription(siteConfig.claims) }),
};

export default function HomePage() {
  // Only the 27 featured products reach the browser from this page.
  const featured = [...getFeaturedProducts()];
  return (
    <>
      {/* the shop itself, for search results and maps (issue 34.5) */}
      <JsonLd data={storeJsonLd(shopIdentity, shopSettings.hours)} />
      <ScrollToTop />
      <CallBanner />
      <Hero />
      <Wellness />
      <CategoryTiles />
      <FeaturedCarousel products={featured} />
      <ClosingCta />
    </>
  );
}
