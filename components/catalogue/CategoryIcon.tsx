// One small line icon per category, for the category buttons, home tiles and carousel headings.
import type { ReactNode } from 'react';
import type { CategoryId } from '@/lib/catalogue/types';
import { Svg } from '@/components/ui/icons';

const PATHS: Record<CategoryId, ReactNode> = {
  flower: (
    <>
      <path d="M12 21v-7" />
      <path d="M12 14c-4 0-7-3-7-7 4 0 7 3 7 7Z" />
      <path d="M12 14c4 0 7-3 7-7-4 0-7 3-7 7Z" />
      <path d="M12 12c-1.5-2.5-1.5-6 0-9 1.5 3 1.5 6.5 0 9Z" />
    </>
  ),
  edibles: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="9" cy="10" r="1" />
      <circle cx="14.5" cy="8.5" r="1" />
      <circle cx="15" cy="14" r="1" />
      <circle cx="10" cy="15.5" r="1" />
    </>
  ),
  prerolls: (
    <>
      <path d="m4 20 12-12 4 4-12 12Z" transform="translate(-2 -2)" />
      <path d="M17 5c1-1 1-2 0-3M20 8c1-1 1-2 0-3" />
    </>
  ),
  concentrates: (
    <>
      <path d="M12 3 5 13a7 7 0 1 0 14 0Z" />
    </>
  ),
  vapes: (
    <>
      <rect x="9" y="7" width="6" height="14" rx="2" />
      <path d="M11 7V3h2v4" />
      <path d="M9 12h6" />
    </>
  ),
  topicals: (
    <>
      <path d="M8 8h8v11a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2Z" />
      <path d="M10 8V5h4v3" />
      <path d="M9 3h6" />
    </>
  ),
  tinctures: (
    <>
      <path d="M9 10h6v9a2 2 0 0 1-2 2h-2a2 2 0 0 1-2-2Z" />
      <path d="M10 10V7h4v3" />
      <path d="M12 7V3" />
      <circle cx="12" cy="3" r="1" />
    </>
  ),
  cbd: (
    <>
      <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
      <path d="M9 12h6M12 9v6" />
    </>
  ),
  accessories: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
};

export default function CategoryIcon({ id, size = 20 }: { id: CategoryId; size?: number }) {
  return <Svg size={size}>{PATHS[id]}</Svg>;
}
