import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

const Band = styled.section`
  background: linear-gradient(135deg, ${theme.colors.brandDark}, ${theme.colors.brand});
  color: ${theme.colors.textInverse};
  padding: ${theme.space(12)} ${theme.space(4)};
  text-align: center;
  .title {
    margin: 0 0 ${theme.space(3)};
    font-size: clamp(28px, 5vw, 44px);
    font-weight: bold;
  }
  p:not(.title) {
    margin: 0 auto;
    max-width: 640px;
    font-size: 18px;
  }
`;

/** The catalogue's band. On a category page the category's name is the page's h1 (ProductsBrowser), so the band's
 * title is no heading there: each of the ten catalogue pages has its own h1 (issue 34.9). */
export default function ProductsHero({ heading = true }: { heading?: boolean }) {
  const Title = heading ? 'h1' : 'p';
  return (
    <Band aria-labelledby="products-title">
      <Title id="products-title" className="title">
        Premium Cannabis Collection
      </Title>
      <p>Lab-tested, organically grown medicine from a licensed dispensary, in nine categories.</p>
    </Band>
  );
}
