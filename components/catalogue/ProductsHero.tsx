import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

const Band = styled.section`
  background: linear-gradient(135deg, ${theme.colors.brandDark}, ${theme.colors.brand});
  color: ${theme.colors.textInverse};
  padding: ${theme.space(12)} ${theme.space(4)};
  text-align: center;
  h1 {
    margin: 0 0 ${theme.space(3)};
    font-size: clamp(28px, 5vw, 44px);
  }
  p {
    margin: 0 auto;
    max-width: 640px;
    font-size: 18px;
  }
`;

export default function ProductsHero() {
  return (
    <Band aria-labelledby="products-title">
      <h1 id="products-title">Premium Cannabis Collection</h1>
      <p>Lab-tested, organically grown medicine from a licensed dispensary, in nine categories.</p>
    </Band>
  );
}
