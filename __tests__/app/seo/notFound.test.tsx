import * as productPage from '@/app/(shop)/products/[id]/page';
import * as categoryPage from '@/app/(shop)/products/category/[slug]/page';
import { isUnknownCategory, servedPage } from '@/lib/catalogue/categoryPages.mjs';

jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));

const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe('unknown products and categories are real 404s (issue 34.2)', () => {
  it('prerenders only the catalogue ids and renders no other', () => {
    expect(productPage.dynamicParams).toBe(false);
    expect(categoryPage.dynamicParams).toBe(false);
    expect(productPage.generateStaticParams()).toContainEqual({ id: '68' });
  });

  it.each(['999999', 'abc', '012', '12.0'])('/products/%s is not found, not redirected', async (id) => {
    await expect(productPage.default(params(id))).rejects.toThrow('NEXT_NOT_FOUND');
    expect(await productPage.generateMetadata(params(id))).toEqual({});
  });

  it('/products?category=<unknown> is the 404; a known or absent category is a page', () => {
    expect(isUnknownCategory('/products', '?category=bogus')).toBe(true);
    expect(isUnknownCategory('/products', 'category=')).toBe(true);
    expect(isUnknownCategory('/products', 'category=edibles&sort=price')).toBe(false);
    expect(isUnknownCategory('/products', '')).toBe(false);
    expect(isUnknownCategory('/cart', 'category=bogus')).toBe(false);
    expect(servedPage('/products', 'category=edibles')).toBe('/products/category/edibles');
  });
});
