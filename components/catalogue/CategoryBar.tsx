'use client';

import styled from 'styled-components';
import { CATEGORIES } from '@/lib/categories';
import { theme } from '@/lib/theme';
import type { CategoryId } from '@/lib/types';
import CategoryIcon from '@/components/catalogue/CategoryIcon';

const Row = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  overflow-x: auto;
  padding: ${theme.space(1)} ${theme.space(1)} ${theme.space(3)};
  margin: 0 -${theme.space(1)};
`;

const Choice = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 2px solid ${theme.colors.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.brand};
  }
  &[aria-pressed='true'] {
    background: ${theme.colors.brand};
    border-color: ${theme.colors.brand};
    color: ${theme.colors.textInverse};
  }
`;

/** The nine category buttons; the selected one is pressed. */
export default function CategoryBar({
  selected,
  onSelect,
}: {
  selected: CategoryId;
  onSelect: (id: CategoryId) => void;
}) {
  return (
    <Row role="group" aria-label="Categories">
      {CATEGORIES.map((c) => (
        <Choice key={c.id} type="button" aria-pressed={c.id === selected} onClick={() => onSelect(c.id)}>
          <CategoryIcon id={c.id} size={18} />
          {c.name}
        </Choice>
      ))}
    </Row>
  );
}
