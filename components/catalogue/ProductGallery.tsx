'use client';

// The product page's photos (issue 30.4): the chosen one large, a thumbnail button for each. Arrow keys (and Home,
// End) move between photos on the thumbnails and on the large photo, a swipe on a phone does too, and the chosen
// photo is announced with its alt text. Only the product page of a product with several photos loads this.
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import type { Product } from '@/lib/catalogue/types';
import ProductPicture from '@/components/catalogue/ProductPicture';

/** How far a finger must travel sideways before a swipe turns the photo. */
const SWIPE_PX = 40;

const Stage = styled.div`
  /* vertical scrolling stays the browser's; sideways moves are ours (the swipe) */
  touch-action: pan-y;
  border-radius: ${theme.radius.lg};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 3px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.lg};
  }
`;

const Thumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(3)};
`;

const Thumb = styled.button`
  padding: 0;
  width: 64px;
  height: 64px;
  border: 2px solid transparent;
  border-radius: ${theme.radius.md};
  background: none;
  cursor: pointer;
  overflow: hidden;
  &[aria-current='true'] {
    border-color: ${theme.colors.brandDark};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export default function ProductGallery({
  product,
}: {
  product: Pick<Product, 'name' | 'image' | 'pictures'>;
}) {
  const pictures = product.pictures ?? [];
  const [shown, setShown] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const start = useRef<number | null>(null);
  const statusId = useId();
  const count = pictures.length;
  const current = pictures[shown];

  const show = (i: number, focusThumb: boolean) => {
    const next = (i + count) % count;
    setShown(next);
    if (focusThumb) thumbs.current[next]?.focus();
  };

  const onKey = (e: KeyboardEvent) => {
    const to = { ArrowRight: shown + 1, ArrowDown: shown + 1, ArrowLeft: shown - 1, ArrowUp: shown - 1 }[
      e.key
    ];
    const edge = e.key === 'Home' ? 0 : e.key === 'End' ? count - 1 : undefined;
    const target = to ?? edge;
    if (target === undefined) return;
    e.preventDefault();
    show(target, true);
  };

  const onPointerDown = (e: PointerEvent) => {
    start.current = e.pointerType === 'mouse' ? null : e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const moved = e.clientX - start.current;
    start.current = null;
    if (Math.abs(moved) >= SWIPE_PX) show(shown + (moved < 0 ? 1 : -1), false);
  };

  return (
    <section aria-label={`Photos of ${product.name}`}>
      {/* not a tab stop (a focusable group is no widget, Equal Access element_tabbable_role_valid): the keyboard
          path is the thumbnails' one stop and their arrow keys; a finger swipes the photo itself */}
      <Stage
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="gallery-stage"
      >
        <ProductPicture
          product={product}
          layout="page"
          index={shown}
          loading={shown === 0 ? 'priority' : 'eager'}
        />
      </Stage>
      <p id={statusId} className="visually-hidden" aria-live="polite">
        {current ? `Photo ${shown + 1} of ${count}: ${current.alt}` : ''}
      </p>
      <Thumbs role="group" aria-label="Choose a photo" onKeyDown={onKey}>
        {pictures.map((p, i) => (
          <Thumb
            key={`${p.base}-${i}`}
            ref={(el) => {
              thumbs.current[i] = el;
            }}
            type="button"
            // one stop in the tab order: the arrow keys move between the thumbnails
            tabIndex={i === shown ? 0 : -1}
            aria-current={i === shown ? 'true' : undefined}
            aria-label={`Photo ${i + 1} of ${count}: ${p.alt}`}
            onClick={() => show(i, false)}
          >
            <ProductPicture product={product} layout="thumb" index={i} alt="" />
          </Thumb>
        ))}
      </Thumbs>
    </section>
  );
}
