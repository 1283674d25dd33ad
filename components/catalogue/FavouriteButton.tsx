'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import { HeartIcon } from '@/components/ui/icons';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${theme.colors.danger};
    border-color: ${theme.colors.danger};
  }
  &:hover {
    color: ${theme.colors.danger};
  }
`;

/** The favourite heart: local to this card or dialog, never saved (docs/design.md, original 2). */
export default function FavouriteButton({ name, className }: { name: string; className?: string }) {
  const [on, setOn] = useState(false);
  return (
    <Toggle
      type="button"
      className={className}
      aria-pressed={on}
      aria-label={`Add ${name} to favourites`}
      onClick={() => setOn((v) => !v)}
    >
      <HeartIcon size={20} filled={on} />
    </Toggle>
  );
}
