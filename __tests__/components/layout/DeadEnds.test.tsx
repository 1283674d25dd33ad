import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import NotFound from '@/components/layout/NotFoundScreen';
import sitemap from '@/app/sitemap';
import Footer from '@/components/layout/Footer';
import NavLinks from '@/components/layout/NavLinks';
import { CATEGORY_IDS } from '@/lib/catalogue/types';
import { categoryName } from '@/lib/catalogue/categories';
import { orderRecorded } from '@/lib/store/orderHistorySlice';
import { placedOrder } from '@/__tests__/components/transaction/fixtures';
import { renderWithProviders } from '@/__tests__/test-utils';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

describe('no dead ends (issue 15)', () => {
  it('an unknown path says the page was not found and offers a way on', () => {
    renderWithProviders(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('links Order History from the header menu and the footer once this browser has an order', () => {
    const { store } = renderWithProviders(
      <>
        <nav aria-label="Main">
          <NavLinks />
        </nav>
        <Footer />
      </>,
    );
    expect(screen.queryByRole('link', { name: 'Order History' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(orderRecorded(placedOrder()));
    });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/orders');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/orders');
  });

  it('the footer links every category to its page (issue 35.7)', () => {
    renderWithProviders(<Footer />);
    const nav = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      CATEGORY_IDS.map((id) => [categoryName(id), `/products?category=${id}`]),
    );
    expect(links).toHaveLength(9);
  });

  it('/account has no page and leads for good to the order history (issue 35.7)', () => {
    const root = process.cwd();
    expect(existsSync(path.join(root, 'app', 'account'))).toBe(false);
    // the real next.config.mjs, read as Next reads it (ESM)
    const script =
      "const c = (await import('./next.config.mjs')).default; process.stdout.write(JSON.stringify(await c.redirects()))";
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toContainEqual({ source: '/account', destination: '/orders', permanent: true });
  });

  it('keeps the /account placeholder out of sitemap.xml', () => {
    const urls = sitemap().map((e) => new URL(e.url).pathname);
    expect(urls).not.toContain('/account');
    expect(urls).toEqual(expect.arrayContaining(['/', '/products']));
  });
});
