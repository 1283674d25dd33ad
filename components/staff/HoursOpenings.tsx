'use client';

// The openings of one date on the desk's Hours page (issue 25): up to four rows of Opens and Closes, each labelled
// with its number among several, its message beside it, and buttons to add a row or remove one (focus moves to the
// new row, or to the row that takes the removed one's place).
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorText, Field, Row } from '@/components/staff/styles';
import { MAX_INTERVALS_PER_DAY, openingLabel, type Opening } from '@/lib/staff/openings';

interface Props {
  openings: Opening[];
  /** each row's message, or null */
  errors: (string | null)[];
  disabled: boolean;
  onChange: (openings: Opening[]) => void;
}

export const openingInputId = (index: number, what: 'open' | 'close'): string => `override-${what}-${index}`;

export default function HoursOpenings({ openings, errors, disabled, onChange }: Props) {
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(openingInputId(focusRow.current, 'open'))?.focus();
    focusRow.current = null;
  }, [openings.length]);

  const set = (index: number, part: 'open' | 'close', value: string) =>
    onChange(openings.map((o, i) => (i === index ? { ...o, [part]: value } : o)));
  const add = () => {
    const last = openings[openings.length - 1];
    focusRow.current = openings.length;
    onChange([
      ...openings,
      { id: Math.max(0, ...openings.map((o) => o.id)) + 1, open: last?.close ?? '', close: '' },
    ]);
  };
  const remove = (index: number) => {
    focusRow.current = Math.min(index, openings.length - 2);
    onChange(openings.filter((_, i) => i !== index));
  };

  return (
    <fieldset disabled={disabled}>
      <legend>Openings (up to {MAX_INTERVALS_PER_DAY})</legend>
      {openings.map((o, i) => {
        const error = errors[i];
        const errorId = `override-opening-error-${i}`;
        const described = error ? errorId : undefined;
        return (
          <div key={o.id}>
            <Row>
              <Field>
                <label htmlFor={openingInputId(i, 'open')}>{openingLabel('Opens', i, openings.length)}</label>
                <input
                  id={openingInputId(i, 'open')}
                  type="time"
                  autoComplete="off"
                  value={o.open}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                  onChange={(e) => set(i, 'open', e.target.value)}
                />
              </Field>
              <Field>
                <label htmlFor={openingInputId(i, 'close')}>
                  {openingLabel('Closes', i, openings.length)}
                </label>
                <input
                  id={openingInputId(i, 'close')}
                  type="time"
                  autoComplete="off"
                  value={o.close}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                  onChange={(e) => set(i, 'close', e.target.value)}
                />
              </Field>
              {openings.length > 1 && (
                <Field>
                  <Button type="button" $variant="secondary" onClick={() => remove(i)}>
                    Remove opening {i + 1}
                  </Button>
                </Field>
              )}
            </Row>
            {error && <ErrorText id={errorId}>{error}</ErrorText>}
          </div>
        );
      })}
      {openings.length < MAX_INTERVALS_PER_DAY && (
        <Field>
          <Button type="button" $variant="secondary" onClick={add}>
            Add an opening
          </Button>
        </Field>
      )}
    </fieldset>
  );
}
