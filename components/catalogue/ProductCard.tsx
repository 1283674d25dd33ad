'use client';

import Link from 'next/link';
import { memo, useId } from 'react';
import styled from 'styled-components';
import { formatDollars } from '@/lib/order/money';
import { theme } from '@/lib/site/theme';
import { strainOrType, type Product } from '@/lib/catalogue/types';
import { Button } from '@/components/ui/Button';
import { CartIcon, SearchIcon } from '@/components/ui/icons';
import FavouriteButton from '@/components/catalogue/FavouriteButton';
import LimitRefusalNote from '@/components/limits/LimitRefusalNote';
import type { ImageLoading } from '@/components/ui/ProductImage';
import ProductPicture from '@/components/catalogue/ProductPicture';
import Rating from '@/components/catalogue/Rating';
import SalePrice from '@/components/catalogue/SalePrice';
import { LabTestedMark, UnitPriceNote } from '@/components/catalogue/cardFacts';
import {
  CardName,
  EffectChips,
  forProduct,
  OneLine,
  PotencyChips,
  Price,
  PriceLine,
  SizeSelect,
  StockNote,
  StrainBadge,
  useCardPurchase,
  type OnView,
} from '@/components/catalogue/cardParts';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  background: ${theme.colors.overlay};
  opacity: 0;
  transition: opacity 0.2s ease;
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 1;
  background: ${theme.colors.surfaceAlt};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* Shown on hover and whenever one of its buttons has keyboard focus. */
  &:hover ${Overlay}, &:focus-within ${Overlay} {
    opacity: 1;
  }
`;

const HeartSpot = styled.div`
  position: absolute;
  top: ${theme.space(2)};
  right: ${theme.space(2)};
  z-index: 1;
`;

const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: none;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.brandDark};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brandLight};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(4)};
  flex: 1;
  min-width: 0;
`;

const Name = CardName;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(2)};
  margin-top: auto;
  padding-top: ${theme.space(2)};
  button {
    padding: ${theme.space(2)};
  }
`;

interface Props {
  product: Product;
  onView: OnView;
  /** 'h3' on the products page, 'h2' under a category page's h1, 'h4' under the carousel's slide heading */
  headingLevel?: 'h2' | 'h3' | 'h4';
  imageLoading?: ImageLoading;
  /** the picture inlined by the server page, in place of product.image */
  imageSrc?: string;
}

/** The grid form of a product card (docs/design.md, original 2, "Product card, grid"). */
function ProductCard({ product, onView, headingLevel = 'h3', imageLoading, imageSrc }: Props) {
  const { index, setIndex, variation, add, sizes, soldOut, note, noteId } = useCardPurchase(product);
  const nameId = useId();
  const kind = strainOrType(product);

  return (
    <Card aria-labelledby={nameId}>
      <Media>
        <ProductPicture product={product} layout="card" loading={imageLoading} artSrc={imageSrc} />
        <HeartSpot>
          <FavouriteButton name={product.name} />
        </HeartSpot>
        <Overlay>
          <RoundButton
            type="button"
            aria-label={`Quick view: ${product.name}`}
            onClick={() => onView(product)}
          >
            <SearchIcon size={22} />
          </RoundButton>
          <RoundButton
            type="button"
            aria-label={`Quick add to cart: ${product.name}`}
            aria-describedby={noteId}
            disabled={soldOut}
            onClick={add}
          >
            <CartIcon size={22} />
          </RoundButton>
        </Overlay>
      </Media>
      <Body>
        {/* Under the art, not on it: on the art it covered the category label (issue 15). */}
        {kind || product.lab ? (
          <div>
            {kind ? <StrainBadge data-testid="type-badge">{kind}</StrainBadge> : null}
            <LabTestedMark product={product} />
          </div>
        ) : null}
        <Name as={headingLevel} id={nameId}>
          {/* Not prefetched: a grid of 40 cards would fetch 40 product pages while scrolling. */}
          <Link href={`/products/${product.id}`} prefetch={false}>
            {product.name}
          </Link>
        </Name>
        <Rating reviews={product.reviews} />
        <PriceLine>
          <Price data-testid="card-price">{formatDollars(variation.price)}</Price>
          <SalePrice variation={variation} />
          <UnitPriceNote category={product.category} variation={variation} />
        </PriceLine>
        <SizeSelect product={product} index={index} onChange={setIndex} sizes={sizes} />
        <StockNote id={noteId} note={note} soldOut={soldOut} />
        <PotencyChips product={product} />
        <OneLine title={product.description}>{product.description}</OneLine>
        <EffectChips effects={product.effects} />
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            aria-label={forProduct('Details', product.name)}
            onClick={() => onView(product)}
          >
            Details
          </Button>
          <Button
            type="button"
            aria-label={forProduct('Add to Cart', product.name)}
            aria-describedby={noteId}
            disabled={soldOut}
            onClick={add}
          >
            Add to Cart
          </Button>
        </Actions>
        <LimitRefusalNote productId={product.id} />
      </Body>
    </Card>
  );
}

// The catalogue re-renders on every URL, storage and search change (the first one right after hydration, as a
// synchronous update): cards whose product is unchanged skip it (issue 14: TBT and input delay on /products).
export default memo(ProductCard);
