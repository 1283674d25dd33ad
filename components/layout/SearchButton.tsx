'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { SearchIcon } from '@/components/ui/icons';
import SearchDialog from '@/components/catalogue/SearchDialog';
import { useHydrated } from '@/components/catalogue/useHydrated';

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

/** Opens the whole-catalogue search dialog. */
export default function SearchButton() {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <IconButton
        type="button"
        aria-label="Search products"
        aria-haspopup="dialog"
        data-hydrated={hydrated ? 'true' : undefined}
        onClick={() => setOpen(true)}
      >
        <SearchIcon size={22} />
      </IconButton>
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
