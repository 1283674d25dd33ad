'use client';

import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { STATUS_TOKEN_PATTERN } from '@/lib/order/contract';
import { KEYS_CHANGED_TEXT, SHOPPER_STATE_TEXTS } from '@/lib/order/states';
import { statusTokenFromFragment } from '@/lib/order/statusLink';
import { theme } from '@/lib/site/theme';
import { KEYS_CHANGED, useOrderStates, type OrderStanding } from '@/components/orders/useOrderStates';

const Card = styled.section`
  margin: 0 0 ${theme.space(6)};
  padding: ${theme.space(5)};
  background: ${theme.colors.surface};
  border: 2px solid ${theme.colors.brand};
  border-radius: ${theme.radius.lg};
  h2 {
    margin: 0 0 ${theme.space(2)};
    font-size: 20px;
    color: ${theme.colors.brandDark};
  }
  p {
    margin: 0 0 ${theme.space(3)};
    color: ${theme.colors.textMuted};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    margin: 0;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

function standingText(number: string, states: Record<string, OrderStanding> | undefined): string {
  if (!states) return 'Checking…';
  const state = states[number];
  if (state === KEYS_CHANGED) return KEYS_CHANGED_TEXT;
  return state ? SHOPPER_STATE_TEXTS[state] : 'Not found: please call us about this order';
}

/**
 * The order a confirmation mail's status link names (issue 25.4: /orders#t=<status token>), on any device: the
 * token in the fragment never reaches a server log, and the shop answers only that order's state for it.
 */
export default function LinkedOrder() {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setToken(statusTokenFromFragment(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const entries = useMemo(() => (token ? [{ statusToken: token }] : []), [token]);
  const states = useOrderStates(entries);
  const number = token ? STATUS_TOKEN_PATTERN.exec(token)?.[1] : undefined;
  if (!number) return null;
  return (
    <Card aria-labelledby="linked-order-title" data-testid="linked-order">
      <h2 id="linked-order-title">Order #{number}</h2>
      <p>From the link in your confirmation mail.</p>
      <dl>
        <dt>Status</dt>
        <dd>
          <span role="status" data-testid={`linked-order-state-${number}`}>
            {standingText(number, states)}
          </span>
        </dd>
      </dl>
    </Card>
  );
}
