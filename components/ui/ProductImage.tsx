'use client';

import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';
const SIZE = 400;

/**
 * 'lazy' below the fold; 'eager' for the first cards of a page, so the largest paint is not delayed; 'priority'
 * for the first card alone, the page's largest paint on a phone: fetched at high priority, beside the scripts.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

interface Props {
  src: string;
  alt: string;
  className?: string;
  loading?: ImageLoading;
}

/** A product picture that swaps to the placeholder when missing; width and height keep the layout still. */
export default function ProductImage({ src, alt, className, loading = 'lazy' }: Props) {
  const [failed, setFailed] = useState(false);
  return (
    // A plain <img>: the art is small SVG that next/image would not optimise anyway, and its client code cost
    // every catalogue page about 3 KB of script (issue 14).
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={failed ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={SIZE}
      height={SIZE}
      decoding="async"
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      className={className}
      onError={() => setFailed(true)}
      // An image that failed before hydration never fires onError for React; catch it here.
      ref={(img) => {
        if (img && !failed && img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
          setFailed(true);
      }}
    />
  );
}
