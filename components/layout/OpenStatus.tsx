'use client';

import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { openStatusText } from '@/lib/schedule/statusText';
import { selectShopAvailability } from '@/lib/store/availabilitySlice';
import { useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';

// one line whose height is reserved before the text arrives (static pages render it empty): no layout shift
const Line = styled.p`
  margin: 0 auto;
  max-width: ${theme.maxWidth};
  padding: 0 ${theme.space(4)};
  height: 28px;
  line-height: 28px;
  font-size: 14px;
  color: ${theme.colors.textMuted};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const MINUTE = 60_000;

// the clock as an outside store: the minute now, null while the server renders and the page hydrates
function subscribe(tick: () => void): () => void {
  const timer = setInterval(tick, MINUTE / 4);
  return () => clearInterval(timer);
}
const currentMinute = () => Math.floor(Date.now() / MINUTE);
const noMinute = () => null;

/**
 * The shop's hours in the header (issue 25.2): computed in the browser from data/shop.json's hours and the pause and
 * overrides of GET /api/availability, in the shop's zone, again each minute. Plain text, no live region: a line that
 * changes each minute must not talk over the page.
 */
export default function OpenStatus() {
  const shop = useAppSelector(selectShopAvailability);
  const minute = useSyncExternalStore(subscribe, currentMinute, noMinute);
  return (
    <Line data-testid="open-status">
      {minute === null ? '' : openStatusText(new Date(minute * MINUTE), shop)}
    </Line>
  );
}
