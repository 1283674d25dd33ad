import fc from 'fast-check';
import {
  CARD_NUMBER_IN_TEXT_MESSAGE,
  containsCardNumber,
  isWellFormedText,
  luhnValid,
  notWellFormedMessage,
  textProblem,
} from '@/lib/validation/text';

/** Appends the Luhn check digit to `body`. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
}

describe('luhnValid', () => {
  it('knows test card numbers and refuses a changed digit', () => {
    for (const n of ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117'])
      expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('containsCardNumber', () => {
  it('finds a card number plain, grouped with spaces, dashes or dots, and inside other text', () => {
    for (const text of [
      '4242424242424242',
      '4242 4242 4242 4242',
      '4242-4242-4242-4242',
      '4242.4242.4242.4242',
      'Jane 4242 4242 4242 4242 Doe',
      '4242424242424242@example.com',
      'flat 3, 378282246310005',
      '99 4242424242424242',
    ]) {
      expect([text, containsCardNumber(text)]).toEqual([text, true]);
    }
  });

  it('leaves phone numbers, ZIP codes, addresses, short runs and non-Luhn runs alone', () => {
    // (a run longer than 13 digits is refused when any 13..19 consecutive digits of it pass, as they often do)
    for (const text of [
      '(555) 010-9876',
      '+1 555 010 9876',
      '94110-1234',
      '12345 Market St',
      '4242 4242 4242',
      '4242424242421',
    ])
      expect([text, containsCardNumber(text)]).toEqual([text, false]);
  });

  it('finds every generated Luhn-valid 13..19-digit number, however grouped', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{11,17}$/),
        fc.constantFrom('', ' ', '-', ' - '),
        fc.string({ maxLength: 8 }).filter((s) => !/\d/.test(s)),
        (body, sep, around) => {
          const number = withCheckDigit(body);
          const grouped = (number.match(/\d{1,4}/g) ?? []).join(sep);
          expect(containsCardNumber(`${around}${grouped}${around}`)).toBe(true);
        },
      ),
    );
  });
});

describe('textProblem', () => {
  const single = { label: 'Full Name', minVisible: 2 };
  it.each([
    ['a line break', 'Jane\n\nTotal: $0.00 (PAID IN FULL)'],
    ['a carriage return', 'Jane\rDoe'],
    ['a tab', 'Jane\tDoe'],
    ['NUL', 'Jane\u0000Doe'],
    ['DEL', 'Jane\u007fDoe'],
    ['a C1 control (NEL)', 'Jane\u0085Doe'],
    ['U+2028', 'Jane\u2028Doe'],
    ['a bidi override', 'Jane \u202eeoD'],
    ['a bidi isolate', 'Jane \u2066Doe\u2069'],
    ['a right-to-left mark', 'Jane\u200fDoe'],
    ['the Arabic letter mark', 'Jane\u061cDoe'],
    ['a zero-width space', 'Ja\u200bne'],
    ['a zero-width joiner', 'Ja\u200dne'],
    ['a word joiner', 'Ja\u2060ne'],
    ['a byte order mark', 'Ja\ufeffne'],
  ])('refuses %s in a single-line field, naming it', (_what, text) => {
    expect(textProblem(text, single)).toMatch(/^Full Name must be one line of plain text/);
  });

  it('needs two visible characters in a name', () => {
    expect(textProblem('\u0000', single)).toBeDefined();
    expect(textProblem('J', single)).toBe('Full Name must have at least 2 visible characters');
    expect(textProblem('J\u0301', single)).toBe('Full Name must have at least 2 visible characters');
    expect(textProblem('李娜', single)).toBeUndefined();
    expect(textProblem("O'Neil-Smith Ávila", single)).toBeUndefined();
  });

  it('lets multi-line text keep line breaks and tabs but nothing else', () => {
    const multi = { label: 'Error message', multiLine: true };
    expect(textProblem('It froze.\r\nThen\tnothing.', multi)).toBeUndefined();
    expect(textProblem('It froze \u202e', multi)).toMatch(/^Error message must be plain text/);
    expect(textProblem('a\u0000b', multi)).toMatch(/^Error message must be plain text/);
    expect(textProblem('a\u2028Total: $0.00', multi)).toMatch(/^Error message must be plain text/);
    expect(textProblem('card 4242 4242\n4242 4242', multi)).toBeUndefined();
    expect(textProblem('card 4242 4242 4242 4242', multi)).toBe(CARD_NUMBER_IN_TEXT_MESSAGE);
  });

  it('tells the shopper not to type a card number', () => {
    expect(textProblem('1 Main St 4242 4242 4242 4242', { label: 'Street Address' })).toBe(
      CARD_NUMBER_IN_TEXT_MESSAGE,
    );
    expect(CARD_NUMBER_IN_TEXT_MESSAGE).toMatch(/do not type a card number/i);
  });
});

describe('isWellFormedText (issue 33.6)', () => {
  const LONE = ['Patient \udfff Zero', '\ud83d', 'a\ud800', '\udc00b', '\ud83d\ude00\ude00', '\ude00\ud83d'];
  const WELL = ['', 'Jane Doe', 'Zoë 李娜', 'smile \ud83d\ude00', '\ud800\udc00\udbff\udfff'];

  it('refuses half of a surrogate pair anywhere, and takes whole pairs', () => {
    for (const text of LONE) expect([text, isWellFormedText(text)]).toEqual([text, false]);
    for (const text of WELL) expect([text, isWellFormedText(text)]).toEqual([text, true]);
  });

  it('agrees with String.prototype.isWellFormed without it (older browsers)', () => {
    const native = Object.getOwnPropertyDescriptor(String.prototype, 'isWellFormed')!;
    // code units that make pairs, lone halves and everything else
    const unit = fc.constantFrom('a', 'é', '李', '\ud83d', '\ude00', '\udbff', '\udc00');
    const samples = fc.sample(fc.string({ unit, maxLength: 8 }), 500);
    const expected = [...LONE, ...WELL, ...samples].map((t) => t.isWellFormed());
    expect(expected).toContain(false);
    // removed to take the fallback path, and put back below
    delete (String.prototype as { isWellFormed?: unknown }).isWellFormed;
    try {
      expect([...LONE, ...WELL, ...samples].map((t) => isWellFormedText(t))).toEqual(expected);
    } finally {
      Object.defineProperty(String.prototype, 'isWellFormed', native);
    }
  });

  it('is the first problem textProblem reports, naming the field', () => {
    expect(textProblem('Patient \udfff Zero', { label: 'Full Name', minVisible: 2 })).toBe(
      notWellFormedMessage('Full Name'),
    );
    expect(textProblem('It froze\n\ud800', { label: 'Error message', multiLine: true })).toBe(
      notWellFormedMessage('Error message'),
    );
    expect(notWellFormedMessage('Full Name')).toMatch(/^Full Name has a broken character/);
  });
});
