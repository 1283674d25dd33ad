'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { categoryName } from '@/lib/catalogue/categories';
import { clampSlide, groupSlides, slideLabel } from '@/lib/site/carousel';
import { theme } from '@/lib/site/theme';
import type { Product } from '@/lib/catalogue/types';
import CategoryIcon from '@/components/catalogue/CategoryIcon';
import ProductCard from '@/components/catalogue/ProductCard';
import ProductDetailDialog from '@/components/catalogue/LazyProductDetailDialog';
import { Arrow, Controls, Dot, Dots } from '@/components/home/carouselControls';
import { useHydrated } from '@/components/catalogue/useHydrated';
import { HomeSection } from '@/components/home/HomeSection';

/** Spec section 9: 10 % visible, 50 px margin, 100 ms between cards. */
const REVEAL = { threshold: 0.1, rootMargin: '50px', staggerMs: 100 } as const;

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(16px); }
  to { opacity: 1; transform: none; }
`;

const Section = styled(HomeSection)`
  > h2 {
    margin-bottom: ${theme.space(6)};
  }
`;

const SlideHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};
  h3 {
    margin: 0;
    font-size: 22px;
  }
`;

const CategoryList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(1)};
    padding: ${theme.space(1)} ${theme.space(3)};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.brandLight};
    color: ${theme.colors.brandDark};
    font-size: 14px;
    font-weight: 600;
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  list-style: none;
  margin: 0;
  padding: 0;
  ${theme.bp.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.bp.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  /* Set by the observer only when motion is welcome; without it the cards are simply there. */
  &[data-reveal='waiting'] > li {
    opacity: 0;
  }
  &[data-reveal='shown'] > li {
    animation: ${fadeIn} 0.5s ease var(--reveal-delay, 0ms) both;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-reveal] > li {
      opacity: 1;
      animation: none;
    }
  }
`;

const Card = styled.li<{ $order: number }>`
  --reveal-delay: ${(p) => p.$order * REVEAL.staggerMs}ms;
`;

/** The home page's featured products, four per slide, with previous / next and dot buttons. */
export default function FeaturedCarousel({ products }: { products: Product[] }) {
  const slides = useMemo(() => groupSlides(products), [products]);
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState<Product | null>(null);
  const cardsRef = useRef<HTMLUListElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const last = slides.length - 1;
  const slide = slides[clampSlide(index, slides.length)];

  useEffect(() => {
    const el = cardsRef.current;
    const reduced =
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!el || reduced || typeof IntersectionObserver === 'undefined') return;
    el.dataset.reveal = 'waiting';
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        el.dataset.reveal = 'shown';
        io.disconnect();
      },
      { threshold: REVEAL.threshold, rootMargin: REVEAL.rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  if (!slide) return null;

  const go = (to: number) => {
    const next = clampSlide(to, slides.length);
    setIndex(next);
    // The arrow that was pressed becomes disabled at an end; keep focus on the one that still works.
    if (next === 0 && document.activeElement === prevRef.current) nextRef.current?.focus();
    if (next === last && document.activeElement === nextRef.current) prevRef.current?.focus();
  };

  return (
    <Section
      aria-labelledby="featured-title"
      aria-roledescription="carousel"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <h2 id="featured-title">Featured Products</h2>
      <div role="group" aria-roledescription="slide" aria-label={slideLabel(index, slides.length)}>
        <SlideHead>
          <h3>{slide.heading}</h3>
          <CategoryList aria-label="Categories on this slide">
            {slide.categories.map((c) => (
              <li key={c}>
                <CategoryIcon id={c} size={16} />
                {categoryName(c)}
              </li>
            ))}
          </CategoryList>
        </SlideHead>
        <Cards ref={cardsRef} aria-label="Products on this slide">
          {slide.products.map((p, i) => (
            <Card key={p.id} $order={i}>
              <ProductCard product={p} onView={setViewing} headingLevel="h4" />
            </Card>
          ))}
        </Cards>
      </div>
      <Controls>
        <Arrow
          ref={prevRef}
          type="button"
          aria-label="Previous slide"
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          ‹
        </Arrow>
        <Dots role="group" aria-label="Choose a slide">
          {slides.map((_, i) => (
            <Dot
              key={i}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </Dots>
        <Arrow
          ref={nextRef}
          type="button"
          aria-label="Next slide"
          disabled={index === last}
          onClick={() => go(index + 1)}
        >
          ›
        </Arrow>
      </Controls>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="slide-status">
        {slideLabel(index, slides.length)}
      </p>
      <ProductDetailDialog product={viewing} onClose={() => setViewing(null)} />
    </Section>
  );
}
