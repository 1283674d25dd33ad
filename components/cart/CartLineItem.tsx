'use client';

import styled from 'styled-components';
import { formatCents, formatDollars, lineTotalCents } from '@/lib/order/money';
import { MAX_LINE_QUANTITY } from '@/lib/order/rules';
import { lineShortText } from '@/lib/order/availabilityTexts';
import { countLeft, selectSizeAvailability, unitsLeft } from '@/lib/store/availabilitySlice';
import { removeItem, updateQuantity } from '@/lib/store/cartSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';
import { strainOrType, type CartLine } from '@/lib/catalogue/types';
import ProductPicture from '@/components/catalogue/ProductPicture';
import LimitRefusalNote from '@/components/limits/LimitRefusalNote';

// The controls sit in fixed columns at a fixed height, and beside the name (from sm) their widths are reserved: a
// line painted before its controls were parsed (a slow CPU) drew the name across the whole row, then wrapped it, and
// a half-parsed stepper or price moved as its neighbours arrived (CLS 0.014).
const STEPPER_WIDTH = '126px'; // two 44 px buttons, a 36 px count and the border
const PRICE_WIDTH = '96px';
const REMOVE_WIDTH = '88px'; // 'Remove' measured 84 px in Chromium
const CONTROLS_HEIGHT = '46px';

const CONTROLS_WIDTH = `calc(${STEPPER_WIDTH} + ${PRICE_WIDTH} + ${REMOVE_WIDTH} + 2 * ${theme.space(4)})`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${theme.space(4)};
  padding: ${theme.space(4)};
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.card};
  ${theme.bp.sm} {
    grid-template-columns: 96px minmax(0, 1fr) minmax(${CONTROLS_WIDTH}, auto);
    align-items: center;
  }
  &[data-unavailable] {
    outline: 2px solid ${theme.colors.danger};
  }
  img {
    width: 72px;
    height: 72px;
    border-radius: ${theme.radius.sm};
    ${theme.bp.sm} {
      width: 96px;
      height: 96px;
    }
  }
`;

// from its top: a line painted before its size and note were parsed grows downwards, not from its centre
const Info = styled.div`
  align-self: start;
`;

const Name = styled.h2`
  font-size: 17px;
  margin: 0;
`;

const Meta = styled.p`
  margin: ${theme.space(1)} 0 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

/** Reserved in every line (the image is taller than name, size and this), so a note moves nothing (CLS 0). */
const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 24px;
  margin: ${theme.space(1)} 0 0;
  font-size: 14px;
  font-weight: 700;
  color: ${theme.colors.danger};
  button {
    min-height: 24px;
    padding: 0 ${theme.space(2)};
    border: 1px solid currentColor;
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surface};
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

const Controls = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: ${STEPPER_WIDTH} minmax(0, 1fr) ${REMOVE_WIDTH};
  align-items: center;
  gap: ${theme.space(4)};
  ${theme.bp.sm} {
    grid-column: auto;
    grid-template-columns: ${STEPPER_WIDTH} minmax(${PRICE_WIDTH}, auto) ${REMOVE_WIDTH};
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  box-sizing: border-box;
  height: ${CONTROLS_HEIGHT};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  button {
    width: 44px;
    height: 44px;
    border: none;
    background: transparent;
    font-size: 20px;
    cursor: pointer;
    color: ${theme.colors.text};
  }
  button:disabled {
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
  output {
    min-width: 36px;
    text-align: center;
    font-weight: 700;
  }
`;

const Price = styled.div`
  text-align: right;
  min-width: ${PRICE_WIDTH};
  height: ${CONTROLS_HEIGHT};
  strong {
    display: block;
    font-size: 18px;
    line-height: 26px;
  }
  span {
    display: block;
    font-size: 13px;
    line-height: 20px;
    color: ${theme.colors.textMuted};
  }
`;

const Remove = styled.button`
  width: ${REMOVE_WIDTH};
  border: none;
  background: transparent;
  color: ${theme.colors.danger};
  font-weight: 600;
  min-height: 44px;
  cursor: pointer;
  text-decoration: underline;
`;

export default function CartLineItem({ line }: { line: CartLine }) {
  const dispatch = useAppDispatch();
  const label = `${line.name} (${line.size})`;
  const setQuantity = (quantity: number) =>
    dispatch(updateQuantity({ id: line.id, size: line.size, quantity }));
  // what availability leaves of this size (issue 25.1): null while not limited; `left` only a count it was given
  const size = useAppSelector((s) => selectSizeAvailability(s, line.id, line.size));
  const most = unitsLeft(size);
  const left = countLeft(size);
  const short = most !== null && line.quantity > most;
  const max = Math.min(MAX_LINE_QUANTITY, most ?? MAX_LINE_QUANTITY);

  return (
    <Row data-testid="cart-line" data-unavailable={short || undefined}>
      <ProductPicture
        product={{ name: line.name, image: line.image, pictures: line.picture ? [line.picture] : undefined }}
        layout="cart"
        alt=""
      />
      <Info>
        <Name>{line.name}</Name>
        <Meta>
          {strainOrType(line)} · Size {line.size}
        </Meta>
        <Note data-testid="cart-line-note">
          {short ? lineShortText(left, line.quantity) : null}
          {short && left !== null && left > 0 ? (
            <button
              type="button"
              aria-label={`Set quantity of ${label} to ${left}`}
              onClick={() => setQuantity(left)}
            >
              Set to {left}
            </button>
          ) : null}
        </Note>
        <LimitRefusalNote productId={line.id} size={line.size} />
      </Info>
      <Controls>
        <Stepper role="group" aria-label={`Quantity of ${label}`}>
          <button
            type="button"
            aria-label={`Decrease quantity of ${label}`}
            disabled={line.quantity <= 1}
            onClick={() => setQuantity(Math.max(1, line.quantity - 1))}
          >
            −
          </button>
          <output aria-live="polite" aria-label={`Quantity of ${label}`}>
            {line.quantity}
          </output>
          <button
            type="button"
            aria-label={`Increase quantity of ${label}`}
            disabled={line.quantity >= max}
            onClick={() => setQuantity(line.quantity + 1)}
          >
            +
          </button>
        </Stepper>
        <Price>
          <strong data-testid="line-total">{formatCents(lineTotalCents(line.price, line.quantity))}</strong>
          <span>{formatDollars(line.price)} each</span>
        </Price>
        <Remove
          type="button"
          aria-label={`Remove ${label} from cart`}
          onClick={() => dispatch(removeItem(line))}
        >
          Remove
        </Remove>
      </Controls>
    </Row>
  );
}
