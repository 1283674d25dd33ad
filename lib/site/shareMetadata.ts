// What a link preview reads from a shopper page (issue 34.7), in one home: og:type, og:url, og:site_name, title and
// description, and a large-image Twitter card with the page's raster card (lib/site/ogCards.ts: its address, size,
// type and alt text). Next replaces a parent's openGraph with a page's own, so every page gives the whole set here.
import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config/public';
import { ogImage, shopCard, type OgCard } from '@/lib/site/ogCards';

/** The home page's title, and the title of any page that names none. */
export const SITE_TITLE = `${siteConfig.brandName} | Medical Cannabis`;

export const SITE_DESCRIPTION =
  'Premium, lab-tested medical cannabis from a licensed dispensary: flower, edibles, pre-rolls, concentrates, vapes, topicals, tinctures, CBD and accessories.';

export interface ShareFacts {
  /** the page's own address on this site ('/products/12'), made absolute by metadataBase */
  path: string;
  title: string;
  description: string;
  /** the preview card; the shop's own when the page has none */
  card?: OgCard;
}

export function shareMetadata({
  path,
  title,
  description,
  card = shopCard(),
}: ShareFacts): Pick<Metadata, 'openGraph' | 'twitter'> {
  const image = ogImage(card);
  return {
    openGraph: {
      type: 'website',
      url: path,
      siteName: siteConfig.brandName,
      locale: 'en_US',
      title,
      description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
