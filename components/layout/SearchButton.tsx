'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/IconButton';
import { useHydrated } from '@/components/catalogue/useHydrated';

// The dialog's code is fetched on the first opening, so no page pays for it up front.
const SearchDialog = dynamic(() => import('@/components/catalogue/SearchDialog'), { ssr: false });

/** Opens the whole-catalogue search dialog. */
export default function SearchButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const hydrated = useHydrated();
  return (
    <>
      <IconButton
        type="button"
        aria-label="Search products"
        aria-haspopup="dialog"
        data-hydrated={hydrated ? 'true' : undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <SearchIcon size={22} />
      </IconButton>
      {opened ? <SearchDialog open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
