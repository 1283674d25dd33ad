import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CardForm from '@/components/checkout/CardForm';
import { CARD_CHECKSUM_MESSAGE } from '@/lib/validation/card';
import type { CardSummary } from '@/lib/order/contract';
import { monthFromNow } from './setup';

function setup(saved: CardSummary | null = null) {
  const onSave = jest.fn();
  const onCancel = jest.fn();
  const user = userEvent.setup();
  render(<CardForm saved={saved} onSave={onSave} onCancel={onCancel} />);
  const field = {
    number: screen.getByLabelText('Card Number'),
    expiry: screen.getByLabelText('Expiry Date'),
    cvv: screen.getByLabelText('CVV'),
    name: screen.getByLabelText('Cardholder Name'),
    zipCode: screen.getByLabelText('Billing ZIP Code'),
  };
  const save = () => user.click(screen.getByRole('button', { name: 'Save Card' }));
  return { user, field, save, onSave, onCancel };
}

const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('');
};

describe('CardForm formatting as typed', () => {
  it('keeps digits only in the number, grouped in fours, at most 19 digits', async () => {
    const { user, field } = setup();
    await user.type(field.number, '4242a4242-42424242');
    expect(field.number).toHaveValue('4242 4242 4242 4242');
    await user.type(field.number, '1234567');
    expect(field.number).toHaveValue('4242 4242 4242 4242 123');
  });

  it('inserts the expiry slash and keeps at most MM/YY', async () => {
    const { user, field } = setup();
    await user.type(field.expiry, '12');
    expect(field.expiry).toHaveValue('12');
    await user.type(field.expiry, '345');
    expect(field.expiry).toHaveValue('12/34');
  });

  it('keeps CVV and ZIP to digits, 4 and 5 at most', async () => {
    const { user, field } = setup();
    await user.type(field.cvv, '1a2b3c45');
    expect(field.cvv).toHaveValue('1234');
    await user.type(field.zipCode, '94-1107');
    expect(field.zipCode).toHaveValue('94110');
  });

  it('shows the brand guessed from the prefix', async () => {
    const { user, field } = setup();
    const brand = document.getElementById('card-brand')!;
    for (const [prefix, name] of [
      ['4', 'Visa'],
      ['51', 'Mastercard'],
      ['55', 'Mastercard'],
      ['34', 'Amex'],
      ['37', 'Amex'],
      ['6', 'Discover'],
    ]) {
      await user.clear(field.number);
      await user.type(field.number, prefix!);
      expect(brand).toHaveTextContent(`Card type: ${name}`);
    }
    await user.clear(field.number);
    await user.type(field.number, '9');
    expect(brand).toHaveTextContent(/^$/);
    expect(field.number.getAttribute('aria-describedby')).toContain('card-brand');
  });

  it('has the card autocomplete tokens and numeric keyboards', () => {
    const { field } = setup();
    expect(field.number).toHaveAttribute('autocomplete', 'cc-number');
    expect(field.expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(field.cvv).toHaveAttribute('autocomplete', 'cc-csc');
    expect(field.name).toHaveAttribute('autocomplete', 'cc-name');
    expect(field.zipCode).toHaveAttribute('autocomplete', 'billing postal-code');
    for (const f of [field.number, field.expiry, field.cvv, field.zipCode]) {
      expect(f).toHaveAttribute('inputmode', 'numeric');
    }
  });

  it('masks the CVV until the pressed toggle shows it', async () => {
    const { user, field } = setup();
    const toggle = screen.getByRole('button', { name: 'Show CVV' });
    expect(field.cvv).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(field.cvv).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(field.cvv).toHaveAttribute('type', 'password');
  });
});

describe('CardForm rules and messages (docs/design.md, original 5)', () => {
  it('requires every field, ties each message to its field and focuses the first', async () => {
    const { field, save, onSave } = setup();
    await save();
    expect(errorOf(field.number)).toBe('Card number is required');
    expect(errorOf(field.expiry)).toBe('Expiry date is required');
    expect(errorOf(field.cvv)).toBe('CVV is required');
    expect(errorOf(field.name)).toBe('Cardholder name is required');
    expect(errorOf(field.zipCode)).toBe('ZIP code is required');
    for (const f of Object.values(field)) expect(f).toHaveAttribute('aria-invalid', 'true');
    expect(field.number).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it.each<
    [
      string,
      Partial<Record<'number' | 'expiry' | 'cvv' | 'name' | 'zipCode', string>>,
      'number' | 'expiry' | 'cvv' | 'name' | 'zipCode',
      string,
    ]
  >([
    ['12 digits', { number: '424242424242' }, 'number', 'Invalid card number'],
    // issue 35.5: the check digit and the brand's lengths
    ['a failing check digit', { number: '4111111111111112' }, 'number', CARD_CHECKSUM_MESSAGE],
    [
      'a Visa of 15 digits',
      { number: '411111111111116' },
      'number',
      'Visa card numbers have 13, 16 or 19 digits',
    ],
    ['an Amex of 16 digits', { number: '3782822463100051' }, 'number', 'Amex card numbers have 15 digits'],
    [
      'a Mastercard of 19 digits',
      { number: '5555555555554444000' },
      'number',
      'Mastercard card numbers have 16 digits',
    ],
    ['a month of 13', { expiry: '1330' }, 'expiry', 'Invalid month'],
    ['a month of 00', { expiry: '0030' }, 'expiry', 'Invalid month'],
    ['an expiry without the year', { expiry: '12' }, 'expiry', 'Invalid expiry format (MM/YY)'],
    ['last month', { expiry: monthFromNow(-1).replace('/', '') }, 'expiry', 'Card has expired'],
    ['a 2-digit CVV', { cvv: '12' }, 'cvv', 'Invalid CVV'],
    ['a 1-letter name (trimmed)', { name: '  J  ' }, 'name', 'Name must be at least 2 characters'],
    ['a blank name', { name: '   ' }, 'name', 'Cardholder name is required'],
    ['a 4-digit ZIP', { zipCode: '9411' }, 'zipCode', 'Invalid ZIP code format'],
  ])('refuses %s', async (_what, override, fieldName, message) => {
    const { user, field, save, onSave } = setup();
    const values = {
      number: '4242424242424242',
      expiry: monthFromNow(1).replace('/', ''),
      cvv: '123',
      name: 'Jane Doe',
      zipCode: '94110',
      ...override,
    };
    for (const [key, value] of Object.entries(values))
      await user.type(field[key as keyof typeof field], value);
    await save();
    expect(errorOf(field[fieldName])).toBe(message);
    expect(field[fieldName]).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
    for (const [key, input] of Object.entries(field)) {
      if (key !== fieldName) expect(input).not.toHaveAttribute('aria-invalid');
    }
  });

  it('accepts this month, and 13 and 19 digit numbers', async () => {
    for (const number of ['4222222222222', '4111111111111111110']) {
      const { user, field, save, onSave } = setup();
      await user.type(field.number, number);
      await user.type(field.expiry, monthFromNow(0).replace('/', ''));
      await user.type(field.cvv, '1234');
      await user.type(field.name, 'Jo');
      await user.type(field.zipCode, '94110');
      await save();
      expect(onSave).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });

  it('clears an error as soon as its field is edited, and only that one', async () => {
    const { user, field, save } = setup();
    await save();
    await user.type(field.number, '4');
    expect(field.number).not.toHaveAttribute('aria-invalid');
    expect(errorOf(field.number)).toBe('');
    expect(screen.queryByText('Card number is required')).not.toBeInTheDocument();
    expect(errorOf(field.cvv)).toBe('CVV is required');
  });

  it('saves only the summary: brand, last 4, expiry, name and ZIP', async () => {
    const { user, field, save, onSave } = setup();
    const expiry = monthFromNow(2);
    await user.type(field.number, '5555555555554444');
    await user.type(field.expiry, expiry.replace('/', ''));
    await user.type(field.cvv, '987');
    await user.type(field.name, '  Jane Doe ');
    await user.type(field.zipCode, '94110');
    await save();
    expect(onSave).toHaveBeenCalledWith({
      brand: 'Mastercard',
      last4: '4444',
      expiry,
      name: 'Jane Doe',
      zipCode: '94110',
    });
    expect(JSON.stringify(onSave.mock.calls)).not.toMatch(/5555555555554444|987/);
  });

  it('when editing, brings back expiry, name and ZIP but never the number or CVV', () => {
    const saved: CardSummary = {
      brand: 'Visa',
      last4: '4242',
      expiry: '12/30',
      name: 'Jane Doe',
      zipCode: '94110',
    };
    const { field } = setup(saved);
    expect(field.number).toHaveValue('');
    expect(field.cvv).toHaveValue('');
    expect(field.expiry).toHaveValue('12/30');
    expect(field.name).toHaveValue('Jane Doe');
    expect(field.zipCode).toHaveValue('94110');
  });
});
