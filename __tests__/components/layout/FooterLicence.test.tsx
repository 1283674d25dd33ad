import { screen } from '@testing-library/react';
import Footer from '@/components/layout/Footer';
import { shopIdentity } from '@/lib/config/shopIdentity';
import { renderWithProviders } from '@/__tests__/test-utils';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

describe('the licence in the footer of every shopper page (issue 34.6)', () => {
  it('shows the licence number and type, the legal name and the address as text', () => {
    renderWithProviders(<Footer />);
    const line = screen.getByTestId('shop-licence');
    expect(line).toHaveTextContent(
      'Evergreen Wellness Collective, Inc., 1000 Example Avenue, Sacramento, CA 95814, US. ' +
        'State cannabis license C10-0000000-DEMO (Retailer (Type 10), medicinal)',
    );
    expect(line).toHaveTextContent(shopIdentity.licence.number);
  });

  it('marks the shipped licence as a demo', () => {
    renderWithProviders(<Footer />);
    expect(shopIdentity.licence.demo).toBe(true);
    expect(screen.getByTestId('shop-licence')).toHaveTextContent('a demo license, not a real one');
  });
});
