// A product's picture wherever it is shown (issue 30.3, DESIGN 21): its photo as a <picture> (AVIF, WebP, then
// JPEG) at the widths the layout needs, or the generated art for a product without photos. No hooks and no
// handlers: server pages and client components render it alike, and it adds no script to a page. The page's largest
// paint ('priority') is also preloaded from the head.
import { preload } from 'react-dom';
import type { Product } from '@/lib/catalogue/types';
import {
  PICTURE_SIZES,
  SOURCE_TYPES,
  fallbackWidth,
  photoSrcSet,
  photoUrl,
  type PictureLayout,
} from '@/lib/catalogue/photos';
import ProductImage, { type ImageLoading } from '@/components/ui/ProductImage';

/** The <img>'s own src for a browser that reads no srcset: about the layout's 1x width. */
const FALLBACK_WIDTH: Record<PictureLayout, number> = {
  card: 400,
  row: 160,
  cart: 96,
  dialog: 400,
  page: 560,
  thumb: 96,
};

interface Props {
  product: Pick<Product, 'name' | 'image' | 'pictures'>;
  layout: PictureLayout;
  /** 'lazy' by default; 'priority' for the page's largest paint */
  loading?: ImageLoading;
  /** which photo (the product page's gallery); the first by default */
  index?: number;
  /** in place of the photo's own alt, e.g. '' where the product's name is written beside it */
  alt?: string;
  /** the art inlined by the server page (lib/catalogue/leadArt.ts), for a product without photos */
  artSrc?: string;
  className?: string;
}

export default function ProductPicture({
  product,
  layout,
  loading = 'lazy',
  index = 0,
  alt,
  artSrc,
  className,
}: Props) {
  const picture = product.pictures?.[index];
  if (!picture)
    return (
      <ProductImage
        src={artSrc ?? product.image}
        alt={alt ?? product.name}
        loading={loading}
        className={className}
      />
    );
  const sizes = PICTURE_SIZES[layout];
  if (loading === 'priority') {
    // the page's largest paint: asked for from the head, before the page's scripts share the bandwidth (a phone on
    // slow 4G waited for them; issue 30.6). A browser without the first format skips the hint and reads <picture>.
    const [format, type] = SOURCE_TYPES[0];
    preload(photoUrl(picture, fallbackWidth(picture, FALLBACK_WIDTH[layout]), format), {
      as: 'image',
      type,
      imageSrcSet: photoSrcSet(picture, format, layout),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  // a plain <img>: made at build time, so next/image's client code and per-request resizing are not wanted
  return (
    <picture>
      {SOURCE_TYPES.map(([format, type]) => (
        <source key={format} type={type} srcSet={photoSrcSet(picture, format, layout)} sizes={sizes} />
      ))}
      <img
        src={photoUrl(picture, fallbackWidth(picture, FALLBACK_WIDTH[layout]), 'jpeg')}
        srcSet={photoSrcSet(picture, 'jpeg', layout)}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={alt ?? picture.alt}
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={loading === 'priority' ? 'high' : undefined}
        decoding="async"
        // the photo's own colour until it arrives; cover keeps a fixed box (the cart's) undistorted
        style={{ backgroundColor: picture.color, objectFit: 'cover' }}
        className={className}
      />
    </picture>
  );
}
