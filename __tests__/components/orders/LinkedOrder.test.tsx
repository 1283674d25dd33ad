// /orders#t=<status token> (issue 25.4): the confirmation mail's link shows that order's state on a device that
// never placed it (no history), asking the shop with the fragment's token only; no link or a malformed one shows
// nothing, an order the shop does not know says so, and a changed fragment asks for the order it names.
import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import LinkedOrder from '@/components/orders/LinkedOrder';
import { renderWithProviders } from '../../test-utils';
import { server, withMswServer } from '../../mocks/server';

withMswServer();

const token = (number: string) => `s1.${number}.${'a'.repeat(43)}`;
let bodies: unknown[];

beforeEach(() => {
  bodies = [];
  server.use(
    http.post('*/api/orders/status', async ({ request }) => {
      const body = (await request.json()) as { tokens: string[] };
      bodies.push(body);
      const known = body.tokens.includes(token('LINKED123'));
      return HttpResponse.json({
        orders: known
          ? [{ orderNumber: 'LINKED123', state: 'paid', updatedAt: '2026-11-28T22:00:00.000Z' }]
          : [],
        unverifiable: [],
      });
    }),
  );
});
afterEach(() => window.history.replaceState(null, '', '/orders'));

it("shows the linked order's state, asking with its token only", async () => {
  window.history.replaceState(null, '', `/orders#t=${token('LINKED123')}`);
  renderWithProviders(<LinkedOrder />);
  const card = await screen.findByRole('region', { name: 'Order #LINKED123' });
  expect(card).toHaveTextContent('From the link in your confirmation mail.');
  expect(await screen.findByText('Paid: being prepared')).toHaveAttribute('role', 'status');
  expect(bodies).toEqual([{ tokens: [token('LINKED123')] }]);
});

it('says so when the shop knows no such order', async () => {
  window.history.replaceState(null, '', `/orders#t=${token('UNKNOWN99')}`);
  renderWithProviders(<LinkedOrder />);
  expect(await screen.findByText('Not found: please call us about this order')).toBeInTheDocument();
});

it.each([
  ['no fragment', ''],
  ['a malformed token', '#t=s1.ABC.short'],
  ['another key', `#x=${token('LINKED123')}`],
])('shows nothing and asks nothing with %s', async (_, hash) => {
  window.history.replaceState(null, '', `/orders${hash}`);
  const { container } = renderWithProviders(<LinkedOrder />);
  await act(async () => undefined);
  expect(container).toBeEmptyDOMElement();
  expect(bodies).toEqual([]);
});

it('follows a changed fragment', async () => {
  window.history.replaceState(null, '', `/orders#t=${token('UNKNOWN99')}`);
  renderWithProviders(<LinkedOrder />);
  await screen.findByRole('region', { name: 'Order #UNKNOWN99' });
  await act(async () => {
    window.history.replaceState(null, '', `/orders#t=${token('LINKED123')}`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(await screen.findByText('Paid: being prepared')).toBeInTheDocument();
});
