import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { StarIcon } from '@/components/ui/icons';

/** The fixed rating every product shows (spec section 9). */
export const RATING = '4.8';
export const REVIEW_COUNT = 127;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  color: ${theme.colors.star};
  font-size: 14px;
`;

const Stars = styled.span`
  display: inline-flex;
`;

const Value = styled.span`
  color: ${theme.colors.text};
  font-weight: 700;
  margin-left: ${theme.space(1)};
`;

const Reviews = styled.span`
  color: ${theme.colors.textMuted};
`;

/** Five stars and '4.8'; read out as 'Rated 4.8 out of 5' (with the review count where shown). */
export default function Rating({ withReviews = false }: { withReviews?: boolean }) {
  return (
    <Row>
      <span className="visually-hidden">Rated {RATING} out of 5</span>
      <Stars aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <StarIcon key={i} size={16} />
        ))}
      </Stars>
      <Value aria-hidden="true">{RATING}</Value>
      {withReviews ? <Reviews>({REVIEW_COUNT} reviews)</Reviews> : null}
    </Row>
  );
}
