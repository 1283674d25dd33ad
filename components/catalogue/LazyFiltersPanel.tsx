'use client';

import dynamic from 'next/dynamic';
import { useState, type ComponentProps } from 'react';
import type FiltersPanelType from '@/components/catalogue/FiltersPanel';

// The Filters panel's code (its controls and facets) is fetched when a shopper reaches for the Filters button
// (hover, focus, touch: preloadFiltersPanel) and shown on its first opening; most visits never open it (issue 28.1).
const loadPanel = () => import('@/components/catalogue/FiltersPanel');
const FiltersPanel = dynamic(loadPanel, { ssr: false });

/** Starts fetching the panel's code ahead of the click. */
export function preloadFiltersPanel(): void {
  void loadPanel();
}

type Props = ComponentProps<typeof FiltersPanelType>;

/** FiltersPanel once it has been opened; before that, the same closed region (hidden, empty) without its code. */
export default function LazyFiltersPanel(props: Props) {
  const [wanted, setWanted] = useState(props.open);
  // set during render (React's derived-state pattern): the panel mounts in the same commit as the opening
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return <div id={props.id} role="region" aria-label="Filters" hidden />;
  return <FiltersPanel {...props} />;
}
