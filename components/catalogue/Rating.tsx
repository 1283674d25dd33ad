import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import type { Reviews as ProductReviews } from '@/lib/catalogue/types';
import { StarIcon } from '@/components/ui/icons';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  color: ${theme.colors.star};
  font-size: 14px;
`;

const Stars = styled.span`
  display: inline-flex;
  span[data-empty] {
    opacity: 0.3;
  }
`;

const Value = styled.span`
  color: ${theme.colors.text};
  font-weight: 700;
  margin-left: ${theme.space(1)};
`;

const Reviews = styled.span`
  color: ${theme.colors.textMuted};
`;

/** Stars and the average for a product with real reviews (docs/design.md, decision 13); nothing for one without. */
export default function Rating({
  reviews,
  withReviews = false,
}: {
  reviews: ProductReviews | undefined;
  withReviews?: boolean;
}) {
  if (!reviews || reviews.count < 1) return null;
  const value = reviews.rating.toFixed(1);
  return (
    <Row>
      <span className="visually-hidden">Rated {value} out of 5</span>
      <Stars aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <span key={i} data-empty={i > Math.round(reviews.rating) ? 'true' : undefined}>
            <StarIcon size={16} />
          </span>
        ))}
      </Stars>
      <Value aria-hidden="true">{value}</Value>
      {withReviews ? (
        <Reviews>
          ({reviews.count} {reviews.count === 1 ? 'review' : 'reviews'})
        </Reviews>
      ) : null}
    </Row>
  );
}
