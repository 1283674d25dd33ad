'use client';

import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { SearchIcon } from '@/components/ui/icons';

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brandLight};
  }
`;

/** Opens the whole-catalogue search (the dialog is built with the catalogue screens). */
export default function SearchButton() {
  return (
    <IconButton type="button" aria-label="Search products" aria-haspopup="dialog">
      <SearchIcon size={22} />
    </IconButton>
  );
}
