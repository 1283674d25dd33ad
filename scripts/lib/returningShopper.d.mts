export declare const RETURNING_CART_LINE: {
  id: number;
  name: string;
  strain: string;
  image: string;
  price: number;
  quantity: number;
  size: string;
  selectedVariation: { size: string; price: number };
  category: string;
};
