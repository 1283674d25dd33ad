// Which link-preview card each shopper page shows (issue 34.7), in one home: the facts of every card by its name,
// the names app/og/[card]/route.tsx makes at build, and the og:image entry a page's metadata points at.
import { createHash } from 'node:crypto';
import { categoryName, CATEGORIES } from '@/lib/catalogue/categories';
import { DEFAULT_SORT, productCountLabel, sortProducts } from '@/lib/catalogue/filters';
import { getAllProducts, getProductsByCategory } from '@/lib/catalogue/products';
import { photoUrl, fallbackWidth } from '@/lib/catalogue/photos';
import { strainOrType, type CategoryId, type Product } from '@/lib/catalogue/types';
import { siteConfig } from '@/lib/config/public';
import { formatDollars } from '@/lib/order/money';

export const OG_SIZE = { width: 1200, height: 630 } as const;
export const OG_TYPE = 'image/png';

export interface OgCardFacts {
  /** the large line: the product's, category's or shop's name */
  title: string;
  /** one line under it */
  subtitle: string;
  /**
   * a picture under public/: the product's first photo as a made JPEG ('/photos/<name>.<hash>.560.jpeg', issue 30),
   * else its art ('/products/12.svg'); the shop's leaf (app/icon.svg) when absent
   */
  picture?: string;
  /** og:image:alt, what the card shows in words */
  alt: string;
}

export interface OgCard {
  /** the file name under /og/ ('product-12.png') */
  name: string;
  facts: OgCardFacts;
}

/** The shop's card: the home page's, and a shared cart, checkout, orders or payment link's. */
export function shopCard(): OgCard {
  const subtitle = 'Lab-tested medical cannabis, licensed dispensary';
  return {
    name: 'shop.png',
    facts: {
      title: siteConfig.brandName,
      subtitle,
      alt: `${siteConfig.brandName}: ${subtitle.toLowerCase()}`,
    },
  };
}

export function catalogueCard(): OgCard {
  const subtitle = `Lab-tested medical cannabis in ${CATEGORIES.length} categories`;
  return {
    name: 'products.png',
    facts: { title: 'Products', subtitle, alt: `${siteConfig.brandName} products: ${subtitle}` },
  };
}

/** The side of the square the card draws its picture in (lib/site/ogCard.tsx). */
export const OG_PICTURE_SIZE = 440;
/** The made width a card asks for: its square at 1x and a bit more. */
const CARD_PICTURE_WIDTH = 560;

/**
 * What a card shows of a product: its first photo as JPEG (satori, which draws the card, reads no AVIF or WebP),
 * else its generated art.
 */
function cardPicture(product: Pick<Product, 'image' | 'pictures'>): string {
  const photo = product.pictures?.[0];
  return photo ? photoUrl(photo, fallbackWidth(photo, CARD_PICTURE_WIDTH), 'jpeg') : product.image;
}

/** A category's name, how many products it has and the picture of the first one its page shows. */
export function categoryCard(id: CategoryId): OgCard {
  const products = getProductsByCategory(id);
  const subtitle = productCountLabel(products.length);
  const [first] = sortProducts(products, DEFAULT_SORT);
  return {
    name: `category-${id}.png`,
    facts: {
      title: categoryName(id),
      subtitle,
      picture: first && cardPicture(first),
      alt: `${categoryName(id)} at ${siteConfig.brandName}: ${subtitle}`,
    },
  };
}

/** The product's own photo (or art), name, category, strain or type and lowest price. */
export function productCard(product: Product): OgCard {
  const from = Math.min(...product.variations.map((v) => v.price));
  const kind = [categoryName(product.category), strainOrType(product)].filter(Boolean).join(' · ');
  const subtitle = `${kind} · from ${formatDollars(from)}`;
  return {
    name: `product-${product.id}.png`,
    facts: {
      title: product.name,
      subtitle,
      picture: cardPicture(product),
      alt: `${product.name}: ${subtitle}`,
    },
  };
}

/** Every card the build makes, by name. */
export function allCards(): Map<string, OgCard> {
  const cards = [
    shopCard(),
    catalogueCard(),
    ...CATEGORIES.map((c) => categoryCard(c.id)),
    ...getAllProducts().map(productCard),
  ];
  return new Map(cards.map((c) => [c.name, c]));
}

/**
 * The og:image of a page showing `card`. The address carries a digest of the card's facts: the card is served
 * immutable, so a changed price or name gets a new address instead of a year-old preview.
 */
export function ogImage(card: OgCard) {
  const v = createHash('sha256').update(JSON.stringify(card.facts)).digest('hex').slice(0, 10);
  return { url: `/og/${card.name}?v=${v}`, ...OG_SIZE, type: OG_TYPE, alt: card.facts.alt };
}
