'use client';

import { useEffect, useState } from 'react';
import { loadCategoryProducts } from '@/lib/catalogue/categories';
import type { CategoryId, Product } from '@/lib/catalogue/types';

const byId = (a: Product, b: Product) => a.id - b.id;

/**
 * The products of the category shown, loaded when first chosen and kept for the page's life; the server's category
 * is there from the start. `failed` while the last load of this category failed; `retry` tries it again; `preload`
 * starts a category's load on intent (hover, focus, press), so a click usually finds it in state.
 */
export function useCategoryProducts(
  category: CategoryId,
  initialCategory: CategoryId,
  initialProducts: Product[],
) {
  const [loaded, setLoaded] = useState<Partial<Record<CategoryId, Product[]>>>({
    [initialCategory]: initialProducts,
  });
  const [failed, setFailed] = useState<CategoryId | null>(null);
  const [attempt, setAttempt] = useState(0);
  const products = loaded[category];

  useEffect(() => {
    if (products) return;
    let live = true;
    loadCategoryProducts(category).then(
      (list) => live && setLoaded((prev) => ({ ...prev, [category]: [...list].sort(byId) })),
      (err: unknown) => {
        console.warn(`products: could not load ${category}`, err);
        if (live) setFailed(category);
      },
    );
    return () => {
      live = false;
    };
  }, [category, products, attempt]);

  const preload = (id: CategoryId) => {
    if (loaded[id]) return;
    loadCategoryProducts(id).then(
      (list) => setLoaded((prev) => (prev[id] ? prev : { ...prev, [id]: [...list].sort(byId) })),
      () => undefined, // the effect retries and reports when the category is chosen
    );
  };

  return {
    products,
    failed: failed === category,
    /** a new category starts without the last one's failure */
    clearFailure: () => setFailed(null),
    retry: () => {
      setFailed(null);
      setAttempt((n) => n + 1);
    },
    preload,
  };
}
