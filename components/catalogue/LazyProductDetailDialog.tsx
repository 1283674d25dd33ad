'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { Product } from '@/lib/catalogue/types';

// The detail modal's code (detail, purchase panel, quantity) is fetched on the first Details click, not with the page.
const ProductDetailDialog = dynamic(() => import('@/components/catalogue/ProductDetailDialog'), {
  ssr: false,
});

/** ProductDetailDialog, loaded when a product is first viewed and kept mounted afterwards. */
export default function LazyProductDetailDialog({
  product,
  onClose,
}: {
  product: Product | null;
  onClose: () => void;
}) {
  const [wanted, setWanted] = useState(false);
  // set during render (React's derived-state pattern): the dialog mounts in the same commit as the click's update
  if (product && !wanted) setWanted(true);
  return wanted ? <ProductDetailDialog product={product} onClose={onClose} /> : null;
}
