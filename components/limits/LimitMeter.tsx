'use client';

// Each class of the limits policy as text and as a meter (issue 26.2): what the cart holds of what one order may,
// in the cart's and the checkout's summaries, so a shopper sees the room left before anything is refused.
import { useId } from 'react';
import styled from 'styled-components';
import { MILLI } from '@/lib/limits/amounts';
import { meterText } from '@/lib/limits/texts';
import { selectLimitMeter } from '@/lib/store/cartSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';

const Box = styled.div`
  display: grid;
  gap: ${theme.space(2)};
  h3 {
    margin: 0;
    font-size: 16px;
  }
  p {
    margin: 0;
    font-size: 14px;
  }
  [data-over] {
    color: ${theme.colors.danger};
    font-weight: 700;
  }
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.brandLight};
  overflow: hidden;
`;

const Fill = styled.div<{ $over: boolean }>`
  height: 100%;
  background: ${(p) => (p.$over ? theme.colors.danger : theme.colors.brand)};
`;

export default function LimitMeter() {
  const rows = useAppSelector(selectLimitMeter);
  const id = useId();
  return (
    <Box data-testid="limit-meter" role="group" aria-labelledby={id}>
      <h3 id={id}>Limits per order</h3>
      {rows.map((row) => {
        const over = row.usedMilli > row.limitMilli;
        const text = meterText(row);
        return (
          <div key={row.id}>
            <p data-over={over || undefined}>
              {text}
              {over ? ': over the limit, lower it to check out' : ''}
            </p>
            <Track
              role="meter"
              aria-label={row.label}
              aria-valuemin={0}
              aria-valuemax={row.limitMilli / MILLI}
              aria-valuenow={row.usedMilli / MILLI}
              aria-valuetext={text}
            >
              <Fill
                $over={over}
                style={{ width: `${Math.min(100, (row.usedMilli / row.limitMilli) * 100)}%` }}
              />
            </Track>
          </div>
        );
      })}
    </Box>
  );
}
