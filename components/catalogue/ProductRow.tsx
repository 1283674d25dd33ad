'use client';

import Link from 'next/link';
import { memo, useId } from 'react';
import styled from 'styled-components';
import { formatDollars } from '@/lib/order/money';
import { theme } from '@/lib/site/theme';
import { strainOrType, type Product } from '@/lib/catalogue/types';
import { Button } from '@/components/ui/Button';
import FavouriteButton from '@/components/catalogue/FavouriteButton';
import LimitRefusalNote from '@/components/limits/LimitRefusalNote';
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

const Row = styled.article`
  display: grid;
  grid-template-columns: 96px 1fr;
  gap: ${theme.space(4)};
  padding: ${theme.space(4)};
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  ${theme.bp.md} {
    grid-template-columns: 140px 1fr 220px;
  }
`;

const Thumb = styled.div`
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.md};
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space(2)};
`;

const Name = styled(CardName)`
  margin-bottom: ${theme.space(1)};
`;

const Buy = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  ${theme.bp.md} {
    grid-column: auto;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(2)};
  button {
    padding: ${theme.space(2)};
  }
`;

/** The list form of a product card: the same data in a row, with 'View' and 'Add to Cart'. */
/** `headingLevel`: the name's level under the page's title ('h2' below a category page's h1, issue 29.1). */
function ProductRow({
  product,
  onView,
  headingLevel = 'h3',
}: {
  product: Product;
  onView: OnView;
  headingLevel?: 'h2' | 'h3';
}) {
  const { index, setIndex, variation, add, sizes, soldOut, note, noteId } = useCardPurchase(product);
  const nameId = useId();
  const kind = strainOrType(product);

  return (
    <Row aria-labelledby={nameId}>
      <Thumb>
        <ProductPicture product={product} layout="row" />
      </Thumb>
      <Info>
        <Top>
          <div>
            <Name as={headingLevel} id={nameId}>
              {/* Not prefetched: a grid of 40 cards would fetch 40 product pages while scrolling. */}
              <Link href={`/products/${product.id}`} prefetch={false}>
                {product.name}
              </Link>
            </Name>
            {kind ? <StrainBadge>{kind}</StrainBadge> : null}
            <LabTestedMark product={product} />
          </div>
          <FavouriteButton name={product.name} />
        </Top>
        <Rating reviews={product.reviews} />
        <PotencyChips product={product} />
        <OneLine title={product.description}>{product.description}</OneLine>
        <EffectChips effects={product.effects} />
      </Info>
      <Buy>
        <PriceLine>
          <Price data-testid="card-price">{formatDollars(variation.price)}</Price>
          <SalePrice variation={variation} />
          <UnitPriceNote category={product.category} variation={variation} />
        </PriceLine>
        <SizeSelect product={product} index={index} onChange={setIndex} sizes={sizes} />
        <StockNote id={noteId} note={note} soldOut={soldOut} />
        <Actions>
          <Button
            type="button"
            $variant="secondary"
            aria-label={forProduct('View', product.name)}
            onClick={() => onView(product)}
          >
            View
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
      </Buy>
    </Row>
  );
}

// The catalogue re-renders on every URL, storage and search change (the first one right after hydration, as a
// synchronous update): cards whose product is unchanged skip it (issue 14: TBT and input delay on /products).
export default memo(ProductRow);
