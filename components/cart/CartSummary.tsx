'use client';

import styled from 'styled-components';
import { formatCents } from '@/lib/order/money';
import { MINIMUM_ORDER_BUTTON_TEXT, MINIMUM_ORDER_TEXT, TAX_LABEL } from '@/lib/order/texts';
import { UNAVAILABLE_BUTTON_TEXT, lineName, lineShortText } from '@/lib/order/availabilityTexts';
import { minimumOrderState, selectCartTotals } from '@/lib/store/cartSlice';
import { selectUnavailableLines } from '@/lib/store/unavailableLines';
import { useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';
import { Button, ButtonLink } from '@/components/ui/Button';
import { CheckIcon, ShieldIcon } from '@/components/ui/icons';
import LimitMeter from '@/components/limits/LimitMeter';

const Box = styled.section`
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(6)};
  display: grid;
  gap: ${theme.space(4)};
  align-self: start;
  h2 {
    margin: 0;
    font-size: 20px;
  }
`;

const Lines = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${theme.space(2)};
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    padding-left: ${theme.space(4)};
    text-align: right;
    font-weight: 600;
  }
  .total {
    font-size: 20px;
    font-weight: 800;
    color: ${theme.colors.text};
    border-top: 1px solid ${theme.colors.border};
    padding-top: ${theme.space(3)};
  }
`;

const Minimum = styled.div`
  border: 2px solid ${theme.colors.danger};
  background: ${theme.colors.dangerLight};
  color: ${theme.colors.danger};
  border-radius: ${theme.radius.md};
  padding: ${theme.space(4)};
  display: grid;
  gap: ${theme.space(2)};
  p,
  ul {
    margin: 0;
  }
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${theme.colors.danger};
`;

const Approved = styled.div`
  border: 2px solid ${theme.colors.success};
  background: ${theme.colors.successLight};
  color: ${theme.colors.brandDark};
  border-radius: ${theme.radius.md};
  padding: ${theme.space(4)};
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  svg {
    flex-shrink: 0;
  }
  p {
    margin: 0;
  }
`;

export default function CartSummary() {
  const { subtotal, tax, total } = useAppSelector(selectCartTotals);
  const minimum = minimumOrderState(subtotal);
  const unavailable = useAppSelector(selectUnavailableLines);

  return (
    <Box aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">Order Summary</h2>
      <Lines>
        <dt>Product subtotal</dt>
        <dd data-testid="cart-subtotal">{formatCents(subtotal)}</dd>
        <dt>{TAX_LABEL}</dt>
        <dd data-testid="cart-tax">{formatCents(tax)}</dd>
        <dt className="total">Total</dt>
        <dd className="total" data-testid="cart-total">
          {formatCents(total)}
        </dd>
      </Lines>
      <LimitMeter />
      {minimum.met && unavailable.length > 0 ? (
        <>
          <Minimum data-testid="unavailable-panel">
            <p>
              <strong>Some items are not available as asked.</strong> Change or remove them to check out:
            </p>
            <ul>
              {unavailable.map(({ line, left }) => (
                <li key={`${line.id}-${line.size}`}>
                  {lineName(line)}: {lineShortText(left, line.quantity)}
                </li>
              ))}
            </ul>
          </Minimum>
          <Button type="button" disabled $block $variant="danger">
            {UNAVAILABLE_BUTTON_TEXT}
          </Button>
        </>
      ) : minimum.met ? (
        <>
          <Approved data-testid="minimum-met">
            <CheckIcon size={22} />
            <p>
              <strong>Order approved for checkout.</strong> Your subtotal meets the {MINIMUM_ORDER_TEXT}{' '}
              minimum order.
            </p>
          </Approved>
          <ButtonLink href="/checkout" $block>
            <ShieldIcon size={18} />
            Secure Medical Checkout
          </ButtonLink>
        </>
      ) : (
        <>
          <Minimum data-testid="minimum-panel">
            <p>
              <strong>Minimum order {MINIMUM_ORDER_TEXT}.</strong> Add{' '}
              <span data-testid="minimum-shortfall">{formatCents(minimum.shortfall)}</span> more to check out.
            </p>
            <Track
              role="progressbar"
              aria-label="Progress towards the minimum order"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={minimum.percent}
              aria-valuetext={`${minimum.percent}% of the minimum order`}
            >
              <Fill style={{ width: `${minimum.percent}%` }} />
            </Track>
            <p>{minimum.percent}% of the minimum order</p>
          </Minimum>
          <Button type="button" disabled $block $variant="danger">
            {MINIMUM_ORDER_BUTTON_TEXT}
          </Button>
          <ButtonLink href="/products" $variant="secondary" $block>
            Continue Shopping
          </ButtonLink>
        </>
      )}
    </Box>
  );
}
