// One <picture> for every place a product is shown (issue 30.3): AVIF and WebP sources at the widths the layout
// uses, with its sizes, a JPEG <img> with width, height, alt, lazy unless it is the page's largest paint, and the
// art for a product without photos. The demo data's photos come through the same transform the bundler applies.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { getProductById } from '@/lib/catalogue/products';
import { PICTURE_SIZES, photoUrls } from '@/lib/catalogue/photos';
import { productJsonLd } from '@/lib/site/jsonLd/product';
import { toCartLine } from '@/lib/store/cartSlice';
import ProductPicture from '@/components/catalogue/ProductPicture';
import ProductGallery from '@/components/catalogue/ProductGallery';
import ProductCard from '@/components/catalogue/ProductCard';
import CartLineItem from '@/components/cart/CartLineItem';
import { renderWithProviders } from '@/__tests__/test-utils';

// the demo data: Jack Herer has three photos, the first square; Blue Dream none
const photographed = getProductById(6)!;
const plain = getProductById(1)!;

describe('the catalogue data', () => {
  it("carries each listed photo's served pictures, in the data's order", () => {
    expect(photographed.pictures?.map((p) => p.alt)).toEqual([
      'Jack Herer buds in a glass jar (demo photo)',
      'Jack Herer on the counter, taken on a phone (demo photo)',
      'Close-up of a Jack Herer bud (demo photo)',
    ]);
    const [jar, phone] = photographed.pictures!;
    expect(jar).toMatchObject({
      width: 2000,
      height: 2000,
      widths: [96, 160, 240, 320, 400, 560, 720, 960, 1280],
    });
    expect(jar!.base).toMatch(/^\/photos\/demo-jack-herer-jar\.[0-9a-f]{10}$/);
    // stored on its side with EXIF orientation 6: served upright, landscape
    expect(phone).toMatchObject({ width: 2000, height: 1500 });
    expect(jar!.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(plain.pictures).toBeUndefined();
  });

  it('lists every photo in the product structured data, the art without photos', () => {
    const ld = productJsonLd(photographed, { siteUrl: 'https://shop.example', brandName: 'Shop' });
    expect(ld.image).toEqual(photoUrls(photographed).map((u) => `https://shop.example${u}`));
    expect(ld.image).toHaveLength(3);
    expect((ld.image as string[])[0]).toMatch(
      /^https:\/\/shop\.example\/photos\/demo-jack-herer-jar\.\w+\.1280\.jpeg$/,
    );
    expect(productJsonLd(plain, { siteUrl: 'https://shop.example', brandName: 'Shop' }).image).toBe(
      'https://shop.example/products/1.svg',
    );
  });
});

describe('ProductPicture', () => {
  it('offers AVIF then WebP at every width a card uses, and a JPEG img with size, alt and placeholder colour', () => {
    const { container } = render(<ProductPicture product={photographed} layout="card" />);
    const [jar] = photographed.pictures!;
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    // a card is never shown under 277 px wide: its srcset starts at 320 (lib/catalogue/photos.ts, layoutWidths)
    expect(sources[0]!.getAttribute('srcset')).toBe(
      [320, 400, 560, 720, 960, 1280].map((w) => `${jar!.base}.${w}.avif ${w}w`).join(', '),
    );
    for (const s of sources) expect(s.getAttribute('sizes')).toBe(PICTURE_SIZES.card);
    const img = screen.getByRole('img', { name: jar!.alt });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img).toHaveAttribute('src', `${jar!.base}.400.jpeg`);
    expect(img.getAttribute('srcset')).toContain(`${jar!.base}.1280.jpeg 1280w`);
    expect(img).toHaveAttribute('width', '2000');
    expect(img).toHaveAttribute('height', '2000');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.style.backgroundColor).not.toBe('');
  });

  it("fetches the page's largest paint eagerly at high priority, sized to the page", () => {
    const { container } = render(<ProductPicture product={photographed} layout="page" loading="priority" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('source')?.getAttribute('sizes')).toBe(PICTURE_SIZES.page);
  });

  it('shows the art, or the inlined art, for a product without photos', () => {
    const { rerender, container } = render(<ProductPicture product={plain} layout="card" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: plain.name })).toHaveAttribute('src', '/products/1.svg');
    rerender(<ProductPicture product={plain} layout="card" artSrc="data:image/svg+xml,x" />);
    expect(screen.getByRole('img', { name: plain.name })).toHaveAttribute('src', 'data:image/svg+xml,x');
  });

  it("is the card's picture, and the cart line's (decorative there, beside the name)", () => {
    renderWithProviders(<ProductCard product={photographed} onView={jest.fn()} />);
    const card = screen.getByRole('article', { name: photographed.name });
    expect(
      within(card).getByRole('img', { name: photographed.pictures![0]!.alt }).parentElement?.tagName,
    ).toBe('PICTURE');
    const line = toCartLine(photographed, photographed.variations[0]!, 1);
    expect(line.picture).toEqual(photographed.pictures![0]);
    const { container } = renderWithProviders(
      <ul>
        <CartLineItem line={line} />
      </ul>,
    );
    const img = container.querySelector('[data-testid="cart-line"] picture img');
    expect(img).toHaveAttribute('alt', '');
    const source = container.querySelector('[data-testid="cart-line"] source');
    expect(source?.getAttribute('sizes')).toBe(PICTURE_SIZES.cart);
    // a cart thumbnail is 72 to 96 px wide: nothing over 320 px is offered
    expect(source?.getAttribute('srcset')?.match(/\d+w/g)).toEqual(['96w', '160w', '240w', '320w']);
  });
});

describe('ProductGallery', () => {
  it('shows every photo with its alt, moved by the thumbnails and the arrow keys, focus on the chosen one', async () => {
    const { user } = renderWithProviders(<ProductGallery product={photographed} />);
    const alts = photographed.pictures!.map((p) => p.alt);
    const stage = screen.getByTestId('gallery-stage');
    const shown = () => within(stage).getByRole('img').getAttribute('alt');
    expect(shown()).toBe(alts[0]);
    const thumbs = within(screen.getByRole('group', { name: 'Choose a photo' })).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(
      alts.map((a, i) => `Photo ${i + 1} of 3: ${a}`),
    );
    // one tab stop for the thumbnails
    expect(thumbs.map((b) => b.tabIndex)).toEqual([0, -1, -1]);

    await user.click(thumbs[2]!);
    expect(shown()).toBe(alts[2]);
    expect(thumbs[2]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(`Photo 3 of 3: ${alts[2]}`)).toBeInTheDocument();

    thumbs[2]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe(alts[0]);
    expect(thumbs[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(shown()).toBe(alts[2]);
    expect(thumbs[2]).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(shown()).toBe(alts[1]);
    expect(thumbs[1]).toHaveFocus();
    // the large photo is no tab stop: a focusable group is no widget (Equal Access element_tabbable_role_valid)
    expect(stage).not.toHaveAttribute('tabindex');
    expect(stage).not.toHaveAttribute('role');
  });

  it('turns to the next photo on a swipe to the left, back on a swipe to the right; a mouse drag does not', () => {
    // jsdom has no PointerEvent: a MouseEvent with the pointer's type, as browsers send
    class TestPointerEvent extends MouseEvent {
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.defineProperty(window, 'PointerEvent', {
      value: TestPointerEvent,
      configurable: true,
      writable: true,
    });
    renderWithProviders(<ProductGallery product={photographed} />);
    const stage = screen.getByTestId('gallery-stage');
    const alts = photographed.pictures!.map((p) => p.alt);
    const swipe = (from: number, to: number, pointerType = 'touch') => {
      fireEvent.pointerDown(stage, { clientX: from, pointerType });
      fireEvent.pointerUp(stage, { clientX: to, pointerType });
    };
    const shown = () => within(stage).getByRole('img').getAttribute('alt');
    swipe(300, 200);
    expect(shown()).toBe(alts[1]);
    swipe(200, 300);
    expect(shown()).toBe(alts[0]);
    swipe(300, 290); // too short
    expect(shown()).toBe(alts[0]);
    swipe(300, 100, 'mouse');
    expect(shown()).toBe(alts[0]);
  });
});
