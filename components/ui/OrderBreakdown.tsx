import styled from 'styled-components';
import { TAX_LABEL } from '@/lib/order/texts';
import { theme } from '@/lib/site/theme';

const Lines = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const Meta = styled.span`
  display: block;
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;

const Totals = styled.dl`
  margin: 0 0 ${theme.space(5)};
  div {
    display: flex;
    justify-content: space-between;
    padding: ${theme.space(1)} 0;
  }
  dt,
  dd {
    margin: 0;
  }
  div:last-of-type {
    font-size: 18px;
    font-weight: 700;
    border-top: 1px solid ${theme.colors.border};
    margin-top: ${theme.space(2)};
    padding-top: ${theme.space(3)};
  }
`;

const Note = styled(Meta)`
  font-weight: 700;
  color: ${theme.colors.danger};
`;

export interface BreakdownLine {
  key: string;
  name: string;
  meta: string;
  /** what stops the line being bought as it is, e.g. 'Sold out' (issue 25.1) */
  note?: string;
  /** already formatted, e.g. '$52.00' */
  amount: string;
}

interface Props {
  lines: readonly BreakdownLine[];
  /** already formatted amounts */
  subtotal: string;
  tax: string;
  /** the delivery fee's own line (issue 25.3); absent for pickup */
  deliveryFee?: string;
  total: string;
  totalTestId: string;
}

/** Lines then Subtotal, the tax line (TAX_LABEL) and Total: the summary shape of checkout and payment screens. */
export default function OrderBreakdown({ lines, subtotal, tax, deliveryFee, total, totalTestId }: Props) {
  return (
    <>
      <Lines>
        {lines.map((line) => (
          <li key={line.key}>
            <span>
              {line.name}
              <Meta>{line.meta}</Meta>
              {line.note ? <Note>{line.note}</Note> : null}
            </span>
            <span>{line.amount}</span>
          </li>
        ))}
      </Lines>
      <Totals>
        <div>
          <dt>Subtotal</dt>
          <dd>{subtotal}</dd>
        </div>
        <div>
          <dt>{TAX_LABEL}</dt>
          <dd>{tax}</dd>
        </div>
        {deliveryFee === undefined ? null : (
          <div>
            <dt>Delivery fee</dt>
            <dd>{deliveryFee}</dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd data-testid={totalTestId}>{total}</dd>
        </div>
      </Totals>
    </>
  );
}
