// What the order counts toward each class of the limits policy (issue 26.3), on the desk's order page: staff see it
// beside the order as the staff mail shows it. Server-rendered, no client code.
import { Fragment } from 'react';
import styled from 'styled-components';
import type { LimitRow } from '@/lib/limits/orderAmounts';
import { theme } from '@/lib/site/theme';
import { Panel } from '@/components/staff/styles';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

export default function LimitAmounts({ rows }: { rows: readonly LimitRow[] }) {
  return (
    <Panel aria-labelledby="limits-title" data-testid="order-limits">
      <h2 id="limits-title">Purchase limits</h2>
      <Facts>
        {rows.map((r) => (
          <Fragment key={r.label}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </Fragment>
        ))}
      </Facts>
    </Panel>
  );
}
