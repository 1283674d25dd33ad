// Issue 28.1: the card form (Formik, the card schema, Yup) is not part of /checkout's first load. Before its code has
// arrived nothing is drawn and it is fetched; once here (fetched on intent) it is drawn in the same render, so the
// checkout can move focus into it as before. Run in this order: the module keeps what it fetched.
import { fireEvent, render, screen } from '@testing-library/react';
import LazyCardForm, { cardIntent, preloadCardForm } from '@/components/checkout/LazyCardForm';
import PaymentMethodList from '@/components/checkout/PaymentMethodList';

const form = () => <LazyCardForm saved={null} onSave={() => {}} onCancel={() => {}} />;

it('before its code has arrived: nothing drawn, then the form as soon as it arrives', async () => {
  const { unmount } = render(form());
  expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
  expect(await screen.findByLabelText('Card Number')).toBeInTheDocument();
  unmount();
});

it('once fetched: drawn in the same render as the opening', async () => {
  await preloadCardForm();
  render(form());
  expect(screen.getByLabelText('Card Number')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Card' })).toBeInTheDocument();
});

it('fetches once, whoever asks', () => {
  expect(preloadCardForm()).toBe(preloadCardForm());
});

it('the card method reaches for the form on hover, touch and focus; the other methods do not', () => {
  const spies = Object.keys(cardIntent).map((k) => jest.spyOn(cardIntent, k as keyof typeof cardIntent));
  render(<PaymentMethodList value={null} onChange={() => {}} />);
  const card = screen.getByRole('radio', { name: /card/i });
  const label = card.closest('label')!;
  fireEvent.pointerEnter(label);
  fireEvent.pointerDown(label);
  fireEvent.focus(card);
  for (const s of spies) expect(s).toHaveBeenCalled();
  for (const s of spies) s.mockClear();
  const other = screen.getAllByRole('radio').find((r) => r !== card)!;
  fireEvent.pointerEnter(other.closest('label')!);
  fireEvent.focus(other);
  for (const s of spies) expect(s).not.toHaveBeenCalled();
});
