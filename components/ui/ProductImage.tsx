'use client';

import { useState, type ImgHTMLAttributes } from 'react';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & {
  src: string | undefined;
  width: number;
  height: number;
};

/** A product image that falls back to the placeholder when missing or broken; sized so nothing shifts. */
export default function ProductImage({ src, alt, ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const effective = !src || failed ? PLACEHOLDER_IMAGE : src;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small local SVGs: next/image adds nothing here
    <img
      src={effective}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
