// Slide grouping for the home page's featured carousel (docs/design.md, original 2, "Featured carousel").
import { categoryName } from '@/lib/catalogue/categories';
import type { CategoryId } from '@/lib/catalogue/types';

export const PER_SLIDE = 4;
export const MIXED_HEADING = 'Mixed Categories';

export interface Slide<P> {
  products: P[];
  /** the categories on the slide, in order of first appearance */
  categories: CategoryId[];
  /** the category's name when the slide holds one category, else 'Mixed Categories' */
  heading: string;
}

export function groupSlides<P extends { category: CategoryId }>(
  products: readonly P[],
  perSlide: number = PER_SLIDE,
): Slide<P>[] {
  if (!Number.isInteger(perSlide) || perSlide < 1)
    throw new RangeError(`perSlide must be >= 1, got ${perSlide}`);
  const slides: Slide<P>[] = [];
  for (let i = 0; i < products.length; i += perSlide) {
    const chunk = products.slice(i, i + perSlide);
    const categories = [...new Set(chunk.map((p) => p.category))];
    const only = categories.length === 1 ? categories[0] : undefined;
    slides.push({ products: chunk, categories, heading: only ? categoryName(only) : MIXED_HEADING });
  }
  return slides;
}

/** Keeps a slide index inside 0..count-1. */
export function clampSlide(index: number, count: number): number {
  return Math.max(0, Math.min(count - 1, index));
}

/** 'Slide 2 of 7', announced politely when the slide changes. */
export function slideLabel(index: number, count: number): string {
  return `Slide ${index + 1} of ${count}`;
}
