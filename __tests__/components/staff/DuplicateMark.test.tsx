import { render, screen } from '@testing-library/react';
import { DuplicateMark } from '@/components/staff/badges';

it('says in words which order this one may duplicate, and links to it (issue 35.4)', () => {
  render(<DuplicateMark of="ABC123456" />);
  const link = screen.getByRole('link', { name: 'Possible duplicate of #ABC123456' });
  expect(link).toHaveAttribute('href', '/staff/orders/ABC123456');
});
