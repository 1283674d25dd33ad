import { act, screen, within } from '@testing-library/react';
import NotFound from '@/app/not-found';
import sitemap from '@/app/sitemap';
import Footer from '@/components/layout/Footer';
import NavLinks from '@/components/layout/NavLinks';
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

  it('keeps the /account placeholder out of sitemap.xml', () => {
    const urls = sitemap().map((e) => new URL(e.url).pathname);
    expect(urls).not.toContain('/account');
    expect(urls).toEqual(expect.arrayContaining(['/', '/products', '/cart', '/checkout', '/orders']));
  });
});
