import styled from 'styled-components';
import { announcementFor, hurryText, isExpired, isWarning, timerText } from '@/lib/order/countdown';
import { theme } from '@/lib/site/theme';

const Box = styled.section<{ $warning: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(5)};
  padding: ${theme.space(4)} ${theme.space(5)};
  margin-bottom: ${theme.space(6)};
  border-radius: ${theme.radius.lg};
  border: 2px solid ${(p) => (p.$warning ? theme.colors.danger : theme.colors.brand)};
  background: ${(p) => (p.$warning ? theme.colors.dangerLight : theme.colors.brandLight)};
`;

const Label = styled.h2`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
  color: ${theme.colors.text};
`;

const Timer = styled.p<{ $warning: boolean }>`
  margin: 0;
  font-size: 32px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$warning ? theme.colors.danger : theme.colors.brandDark)};
`;

const Hurry = styled.p`
  margin: 0;
  flex-basis: 100%;
  font-weight: 700;
  color: ${theme.colors.danger};
`;

/**
 * The payment window. The visible timer ticks silently (role="timer" is not live); screen readers hear
 * a separate polite message that changes once a minute and at the 5-minute warning.
 */
export default function Countdown({ seconds }: { seconds: number }) {
  const warning = isWarning(seconds);
  const expired = isExpired(seconds);
  return (
    <Box $warning={warning || expired} aria-labelledby="countdown-title" data-testid="countdown">
      <Label id="countdown-title">Time remaining to complete payment</Label>
      <Timer
        role="timer"
        aria-live="off"
        aria-atomic="true"
        $warning={warning || expired}
        data-testid="countdown-timer"
      >
        {timerText(seconds)}
      </Timer>
      {warning ? <Hurry data-testid="hurry">{hurryText(seconds)}</Hurry> : null}
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcementFor(seconds)}
      </p>
    </Box>
  );
}
