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

/**
 * Set once the browser is first idle after the page loaded. The line's first reading of the shop's zone is the
 * page's first use of Intl, and a browser's first Intl call sets up its locale and zone data: 50 to 100 ms of a
 * phone's main thread (Chromium at a 4x slower CPU), which ran inside the task that finishes hydration (issue 28.3:
 * the blocking time of every page). It now runs on its own, when nothing else is waiting.
 */
let idle = false;

/** `run` when the browser is next idle (within 2 s at most); a browser without requestIdleCallback, at once. */
function whenIdle(run: () => void): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
  if (typeof request !== 'function' || typeof cancel !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const handle = request(run, { timeout: 2000 });
  return () => cancel(handle);
}

// the clock as an outside store: the minute now; null while the server renders, the page hydrates, and until the
// browser is first idle
function subscribe(tick: () => void): () => void {
  const timer = setInterval(tick, MINUTE / 4);
  const cancel = idle
    ? () => undefined
    : whenIdle(() => {
        idle = true;
        tick();
      });
  return () => {
    clearInterval(timer);
    cancel();
  };
}
const currentMinute = () => (idle ? Math.floor(Date.now() / MINUTE) : null);
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
