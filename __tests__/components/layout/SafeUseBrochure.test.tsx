// The safe-use brochure link of the payment screen and /orders (issue 26.6): the URL data/shop.json names, or nothing.
import { render, screen } from '@testing-library/react';
import SafeUseBrochure from '@/components/layout/SafeUseBrochure';
import { patientSettings } from '@/lib/config/patientSettings';
import raw from '@/data/shop.json';

it('links the brochure data/shop.json names', () => {
  render(<SafeUseBrochure />);
  expect(screen.getByRole('link', { name: 'safe-use brochure' })).toHaveAttribute(
    'href',
    (raw as { safeUseBrochureUrl: string }).safeUseBrochureUrl,
  );
});

it('shows nothing where the settings name no brochure', () => {
  const saved = patientSettings.safeUseBrochureUrl;
  patientSettings.safeUseBrochureUrl = null;
  try {
    const { container } = render(<SafeUseBrochure />);
    expect(container).toBeEmptyDOMElement();
  } finally {
    patientSettings.safeUseBrochureUrl = saved;
  }
});
