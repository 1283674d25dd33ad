import type { Metadata } from 'next';
import { getFeaturedProducts } from '@/lib/catalogue/products';
import { homeDescription } from '@/lib/site/claims';
import { siteConfig } from '@/lib/config/public';
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
};

export default function HomePage() {
  // Only the 27 featured products reach the browser from this page.
  const featured = [...getFeaturedProducts()];
  return (
    <>
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
