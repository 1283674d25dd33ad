/** @jest-environment node */
import { getAllProductIds, getProductById } from '@/lib/catalogue/products';
import { CATEGORY_IDS } from '@/lib/catalogue/types';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { allCards, categoryCard, OG_PICTURE_SIZE, ogImage, productCard, shopCard } from '@/lib/site/ogCards';
import { shareMetadata } from '@/lib/site/shareMetadata';

describe('link-preview cards (issue 34.7)', () => {
  it('makes one card for the shop, the catalogue, each category and each product', () => {
    const cards = allCards();
    expect(cards.size).toBe(2 + CATEGORY_IDS.length + getAllProductIds().length);
    for (const [name, card] of cards) {
      expect(card.name).toBe(name);
      expect(name).toMatch(/^[a-z0-9-]+\.png$/);
      expect(card.facts.alt.length).toBeGreaterThan(10);
    }
  });

  it("shows a product's own art, name and lowest price", () => {
    const p = getProductById(68)!;
    const { facts } = productCard(p);
    expect(p.pictures).toBeUndefined();
    expect(facts.picture).toBe(p.image);
    expect(facts.title).toBe(p.name);
    const lowest = Math.min(...p.variations.map((v) => v.price));
    expect(facts.subtitle).toContain(`from $${lowest.toFixed(2)}`);
    expect(facts.alt).toContain(p.name);
  });

  it("shows a category's name and the art of a product it holds", () => {
    const { facts } = categoryCard('vapes');
    expect(facts.title).toBe('Vapes');
    expect(facts.picture).toMatch(/^\/products\/\d+\.svg$/);
  });

  it("shows a photographed product's first photo (issue 30), as a made JPEG the card's drawing can read", () => {
    const p = getProductById(6)!;
    const first = p.pictures![0]!;
    const { picture } = productCard(p).facts;
    expect(picture).toMatch(new RegExp(`^${first.base.replace(/\./g, '\\.')}\\.(\\d+)\\.jpeg$`));
    // a width that was made, at least the card's 440 px square when the photo is that large
    const width = Number(picture!.split('.').at(-2));
    expect(first.widths).toContain(width);
    expect(width).toBeGreaterThanOrEqual(Math.min(OG_PICTURE_SIZE, first.widths.at(-1)!));
    expect(existsSync(path.join(process.cwd(), 'public', picture!))).toBe(true);
  });

  it('gives a changed card a new address, so no year-old preview is served for it', () => {
    const card = shopCard();
    const a = ogImage(card);
    const b = ogImage({ ...card, facts: { ...card.facts, subtitle: 'changed' } });
    expect(a.url).toMatch(/^\/og\/shop\.png\?v=[0-9a-f]{10}$/);
    expect(b.url).not.toBe(a.url);
    expect(a).toMatchObject({ width: 1200, height: 630, type: 'image/png', alt: card.facts.alt });
  });
});

describe('a page share metadata (issue 34.7)', () => {
  it('gives og:type, url, site name, title, description, the card and a large Twitter card', () => {
    const card = productCard(getProductById(68)!);
    const meta = shareMetadata({ path: '/products/68', title: 'T', description: 'D', card });
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      url: '/products/68',
      title: 'T',
      description: 'D',
    });
    expect(meta.openGraph?.siteName).toBeTruthy();
    expect(meta.openGraph?.images).toEqual([ogImage(card)]);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url: ogImage(card).url }] });
  });

  it("shows the shop's card on a page that has none of its own", () => {
    expect(shareMetadata({ path: '/cart', title: 'Cart', description: 'D' }).openGraph?.images).toEqual([
      ogImage(shopCard()),
    ]);
  });
});
