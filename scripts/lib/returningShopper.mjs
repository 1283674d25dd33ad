// The returning shopper both the bench and the byte-budget test measure (issue 28): one stored cart line, a
// pre-roll over the order minimum so /checkout shows its form. One home, so the two measure the same cart.

/** 2 x pre-roll 68 at 3.5g, as `shopping-cart` in localStorage holds it. */
export const RETURNING_CART_LINE = {
  id: 68,
  name: 'Diamond-Dusted Gelato Pre-Roll',
  strain: 'Hybrid',
  image: '/products/68.svg',
  price: 52,
  quantity: 2,
  size: '3.5g',
  selectedVariation: { size: '3.5g', price: 52 },
  category: 'prerolls',
};
