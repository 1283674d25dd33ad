'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';

// The whole-catalogue search the header opens; its code is fetched on the first press, never with the page.
const SearchDialog = dynamic(() => import('@/components/catalogue/SearchDialog'), { ssr: false });

/** A search that found nothing in one category, offered across all of them with the same words (issue 35.7). */
export default function SearchAllButton({ query }: { query: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const words = query.trim();
  return (
    <>
      <Button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Search all categories for “{words}”
      </Button>
      {opened ? <SearchDialog open={open} initialQuery={words} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
