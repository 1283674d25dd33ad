import { act, screen, within } from '@testing-library/react';
import { getFeaturedProducts } from '@/lib/catalogue/products';
import { selectCartLines } from '@/lib/store/cartSlice';
import FeaturedCarousel from '@/components/home/FeaturedCarousel';
import { renderWithProviders } from '@/__tests__/test-utils';

const featured = [...getFeaturedProducts()];

const slide = () => screen.getByRole('group', { name: /^Slide \d of 7$/ });
const heading = () => within(slide()).getByRole('heading', { level: 3 });

describe('FeaturedCarousel', () => {
  it('starts on slide 1 of 7 with four cards and a mixed heading', () => {
    renderWithProviders(<FeaturedCarousel products={featured} />);
    expect(slide()).toHaveAccessibleName('Slide 1 of 7');
    expect(heading()).toHaveTextContent('Mixed Categories');
    const cats = within(slide()).getByRole('list', { name: 'Categories on this slide' });
    expect(
      within(cats)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Flower', 'Edibles']);
    expect(within(slide()).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
  });

  it('moves with next / previous, announces the slide, and stops at the ends', async () => {
    const { user } = renderWithProviders(<FeaturedCarousel products={featured} />);
    const next = screen.getByRole('button', { name: 'Next slide' });
    await user.click(next);
    expect(screen.getByTestId('slide-status')).toHaveTextContent('Slide 2 of 7');
    expect(screen.getByTestId('slide-status')).toHaveAttribute('aria-live', 'polite');
    for (let i = 0; i < 10; i++) if (!next.hasAttribute('disabled')) await user.click(next);
    expect(slide()).toHaveAccessibleName('Slide 7 of 7');
    expect(next).toBeDisabled();
    expect(heading()).toHaveTextContent('Accessories');
    expect(within(slide()).getAllByRole('article')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slide()).toHaveAccessibleName('Slide 6 of 7');
  });

  it('jumps with the dots, which mark the current slide', async () => {
    const { user } = renderWithProviders(<FeaturedCarousel products={featured} />);
    const dots = within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
    expect(dots).toHaveLength(7);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(dots[4]!);
    expect(slide()).toHaveAccessibleName('Slide 5 of 7');
    expect(dots[4]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });

  it('shows the cards at once where IntersectionObserver is missing (jsdom)', () => {
    renderWithProviders(<FeaturedCarousel products={featured} />);
    expect(screen.getByRole('list', { name: 'Products on this slide' })).not.toHaveAttribute('data-reveal');
  });

  it('hides the cards until the observer reports them in view', () => {
    let report: IntersectionObserverCallback = () => {};
    const options: IntersectionObserverInit[] = [];
    const observer = jest.fn((cb: IntersectionObserverCallback, opts: IntersectionObserverInit) => {
      report = cb;
      options.push(opts);
      return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() };
    });
    Object.defineProperty(window, 'IntersectionObserver', {
      value: observer,
      configurable: true,
      writable: true,
    });
    try {
      renderWithProviders(<FeaturedCarousel products={featured} />);
      const list = screen.getByRole('list', { name: 'Products on this slide' });
      expect(list).toHaveAttribute('data-reveal', 'waiting');
      expect(options[0]).toEqual({ threshold: 0.1, rootMargin: '50px' });
      act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(list).toHaveAttribute('data-reveal', 'shown');
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('adds one from a card and opens the detail dialog', async () => {
    const { user, store } = renderWithProviders(<FeaturedCarousel products={featured} />);
    const first = featured[0]!;
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${first.name}` }));
    expect(selectCartLines(store.getState())).toEqual([
      expect.objectContaining({ id: first.id, quantity: 1 }),
    ]);
    await user.click(screen.getByRole('button', { name: `Details: ${first.name}` }));
    expect(screen.getByRole('dialog', { name: first.name })).toBeInTheDocument();
  });
});
