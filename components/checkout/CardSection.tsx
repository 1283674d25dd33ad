'use client';

import styled from 'styled-components';
import type { CardSummary } from '@/lib/order/contract';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import { AlertBox } from '@/components/checkout/checkoutStyles';
import type { Ref } from 'react';
import type { CardFormHandle } from '@/components/checkout/CardForm';
import CardForm, { cardIntent } from '@/components/checkout/LazyCardForm';

const Wrap = styled.div`
  margin-top: ${theme.space(4)};
`;

const Summary = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 2px solid ${theme.colors.brand};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandLight};
  p {
    margin: 0;
  }
`;

export const CARD_ALERT_ID = 'checkout-card-alert';
export const CARD_SUMMARY_ID = 'card-summary';
export const CARD_ADD_ID = 'card-add';
export const CARD_EDIT_ID = 'card-edit';

interface Props {
  card: CardSummary | null;
  formOpen: boolean;
  error?: string;
  onToggle: (open: boolean) => void;
  onSave: (summary: CardSummary) => void;
  /** The open form's, so Proceed to Payment can save it (issue 35.5). */
  formHandle?: Ref<CardFormHandle>;
}

/** Shown while the card method is chosen: the form, its 'Add Card Details' opener, or the saved card's summary. */
export default function CardSection({ card, formOpen, error, onToggle, onSave, formHandle }: Props) {
  return (
    <Wrap>
      {error ? (
        <AlertBox role="alert" id={CARD_ALERT_ID} tabIndex={-1}>
          {error}
        </AlertBox>
      ) : null}
      {card && !formOpen ? (
        <Summary id={CARD_SUMMARY_ID} tabIndex={-1} role="group" aria-label="Saved card">
          <div>
            <p>
              <strong>
                {card.brand} ending in {card.last4}
              </strong>
            </p>
            <p>{card.name}</p>
          </div>
          <Button
            type="button"
            id={CARD_EDIT_ID}
            $variant="secondary"
            aria-label="Edit card details"
            {...cardIntent}
            onClick={() => onToggle(true)}
          >
            Edit
          </Button>
        </Summary>
      ) : null}
      {/* Only while the form is closed: open, it has its own Cancel, and a second toggle above it only
          confused (issue 15). */}
      {!card && !formOpen ? (
        <Button
          type="button"
          id={CARD_ADD_ID}
          $variant="secondary"
          {...cardIntent}
          onClick={() => onToggle(true)}
        >
          Add Card Details
        </Button>
      ) : null}
      {formOpen ? (
        <CardForm saved={card} onSave={onSave} onCancel={() => onToggle(false)} handle={formHandle} />
      ) : null}
    </Wrap>
  );
}
