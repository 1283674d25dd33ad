import { screen } from '@testing-library/react';
import Hero from '@/components/home/Hero';
import Footer from '@/components/layout/Footer';
import { renderWithProviders } from '@/__tests__/test-utils';

describe('claims on the home hero and the footer (docs/design.md, decision 13)', () => {
  it('makes no HIPAA claim by default and keeps the spec wording of the others', () => {
    renderWithProviders(
      <>
        <Hero />
        <Footer />
      </>,
    );
    expect(screen.queryByText(/HIPAA/)).not.toBeInTheDocument();
    // free delivery from data/shop.json's zones (issue 25.3), never "shipping"
    const promise =
      /from a licensed dispensary\. Free delivery on orders over \$\d+ in our delivery zones and a 30-day money-back/;
    expect(screen.getAllByText(promise)).toHaveLength(2); // the hero and the footer
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Available 24/7');
    expect(document.body).not.toHaveTextContent(/shipping/i);
  });
});
