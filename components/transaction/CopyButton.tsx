'use client';

import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import { CheckIcon } from '@/components/ui/icons';
import { copyText, selectText } from '@/components/transaction/clipboard';
import { MANUAL_COPY_TEXT } from '@/components/transaction/texts';

/** How long the 'copied' tick stays (docs/design.md, original 9). */
export const COPY_TICK_MS = 2000;

const Wrap = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`;

const Small = styled(Button)`
  min-height: 44px;
  padding: ${theme.space(1)} ${theme.space(3)};
  font-size: 14px;
`;

const Hint = styled.span`
  font-size: 14px;
  font-weight: 600;
  color: ${theme.colors.accent};
`;

interface Props {
  /** What goes on the clipboard. */
  text: string;
  /** The button's idle label, e.g. 'Copy address'. */
  label: string;
  /** What was copied, for the screen-reader confirmation, e.g. 'Bitcoin address'. */
  what: string;
  /** The element showing the text, selected when copying is impossible; without one the text is shown then. */
  targetId?: string;
}

const Reveal = styled.input`
  width: 100%;
  max-width: 220px;
  font-size: 12px;
`;

export default function CopyButton({ text, label, what, targetId }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    clearTimeout(timer.current);
    const outcome = await copyText(text);
    if (outcome === 'copied') {
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPY_TICK_MS);
      return;
    }
    const target = targetId ? document.getElementById(targetId) : null;
    if (target) selectText(target);
    setState('manual');
  };

  return (
    <Wrap>
      <Small type="button" $variant="secondary" onClick={onClick}>
        {state === 'copied' ? (
          <>
            <CheckIcon size={16} /> Copied!
          </>
        ) : (
          label
        )}
      </Small>
      <span role="status">
        {state === 'copied' ? <span className="visually-hidden">{`${what} copied`}</span> : null}
        {state === 'manual' ? <Hint>{MANUAL_COPY_TEXT}</Hint> : null}
      </span>
      {state === 'manual' && !targetId ? (
        <Reveal
          readOnly
          value={text}
          aria-label={what}
          ref={(el) => {
            el?.focus();
            el?.select();
          }}
        />
      ) : null}
    </Wrap>
  );
}
