import { getFeaturedProducts } from '@/lib/catalogue/products';
import { MIXED_HEADING, clampSlide, groupSlides, slideLabel } from '@/lib/site/carousel';
import type { CategoryId } from '@/lib/catalogue/types';

const item = (id: number, category: CategoryId) => ({ id, category });

describe('groupSlides', () => {
  it('groups the 27 featured products into 7 slides of 4 (the last holds 3)', () => {
    const featured = getFeaturedProducts();
    expect(featured).toHaveLength(27);
    const slides = groupSlides(featured);
    expect(slides.map((s) => s.products.length)).toEqual([4, 4, 4, 4, 4, 4, 3]);
    expect(slides.flatMap((s) => s.products)).toEqual([...featured]);
  });

  it('names the categories on each featured slide, in order, and calls them mixed', () => {
    const slides = groupSlides(getFeaturedProducts());
    expect(slides.map((s) => s.categories)).toEqual([
      ['flower', 'edibles'],
      ['edibles', 'prerolls'],
      ['prerolls', 'concentrates'],
      ['vapes', 'topicals'],
      ['topicals', 'tinctures'],
      ['tinctures', 'cbd'],
      ['accessories'],
    ]);
    expect(slides.map((s) => s.heading)).toEqual([...Array(6).fill(MIXED_HEADING), 'Accessories']);
  });

  it('uses the category name when a slide holds one category', () => {
    const slides = groupSlides([item(1, 'prerolls'), item(2, 'prerolls'), item(3, 'cbd')], 2);
    expect(slides[0]).toMatchObject({ heading: 'Pre-Rolls', categories: ['prerolls'] });
    expect(slides[1]).toMatchObject({ heading: 'CBD', categories: ['cbd'] });
  });

  it('calls a slide with two categories Mixed Categories', () => {
    const [slide] = groupSlides([item(1, 'flower'), item(2, 'vapes')]);
    expect(slide).toMatchObject({ heading: 'Mixed Categories', categories: ['flower', 'vapes'] });
  });

  it('returns no slides for no products and rejects a bad slide size', () => {
    expect(groupSlides([])).toEqual([]);
    expect(() => groupSlides([item(1, 'flower')], 0)).toThrow(RangeError);
  });
});

describe('clampSlide and slideLabel', () => {
  it('keeps the index within 0..last', () => {
    expect(clampSlide(-1, 7)).toBe(0);
    expect(clampSlide(3, 7)).toBe(3);
    expect(clampSlide(7, 7)).toBe(6);
  });

  it('announces the slide one-based', () => {
    expect(slideLabel(0, 7)).toBe('Slide 1 of 7');
    expect(slideLabel(1, 7)).toBe('Slide 2 of 7');
  });
});
