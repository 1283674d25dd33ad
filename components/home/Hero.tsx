import styled from 'styled-components';
import { siteConfig } from '@/lib/config/public';
import { licensedDispensary, promiseSentence } from '@/lib/site/claims';
import { theme } from '@/lib/site/theme';
import { ButtonAnchor, ButtonLink } from '@/components/ui/Button';
import { CheckIcon, LeafIcon, PhoneIcon, ShieldIcon } from '@/components/ui/icons';

const Band = styled.section`
  background: linear-gradient(135deg, ${theme.colors.brandDark}, ${theme.colors.brand});
  color: ${theme.colors.textInverse};
  padding: ${theme.space(16)} ${theme.space(4)};
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  text-align: center;
  h1 {
    margin: 0 0 ${theme.space(4)};
    font-size: clamp(32px, 6vw, 56px);
  }
  p {
    margin: 0 auto ${theme.space(8)};
    max-width: 680px;
    font-size: 19px;
  }
`;

// Columns of a set width, as many as the width gives whatever has arrived, each part centred in its own: under a
// slow CPU a partly parsed page painted Shop Products before its text and moved it when the text came (CLS 0.00238
// at 320 px). Neither a part's own text nor the parts after it may move it.
const PART_WIDTH = '14rem';
const parts = (columns: number) => `grid-template-columns: repeat(${columns}, ${PART_WIDTH});`;

const Actions = styled.div`
  display: grid;
  ${parts(1)}
  justify-content: center;
  gap: ${theme.space(3)};
  ${theme.bp.sm} {
    ${parts(2)}
  }
  a {
    justify-content: center;
  }
`;

const Badges = styled.ul`
  display: grid;
  ${parts(1)}
  justify-content: center;
  gap: ${theme.space(3)};
  list-style: none;
  margin: ${theme.space(10)} 0 0;
  padding: 0;
  ${theme.bp.sm} {
    ${parts(2)}
  }
  ${theme.bp.md} {
    ${parts(3)}
  }
  li {
    display: flex;
    justify-content: center;
    align-items: center;
    min-height: 40px;
    gap: ${theme.space(2)};
    padding: ${theme.space(2)} ${theme.space(4)};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.brandDark};
    font-weight: 700;
  }
`;

/** The home hero; its heading is the page's h1. */
export default function Hero() {
  return (
    <Band aria-labelledby="home-title">
      <Inner>
        <h1 id="home-title">Premium Medical Cannabis</h1>
        <p>
          Lab-tested, organically grown medicine from {licensedDispensary(siteConfig.claims)}.{' '}
          {promiseSentence(siteConfig.claims)}
        </p>
        <Actions>
          <ButtonLink href="/products" $variant="secondary">
            Shop Products
          </ButtonLink>
          <ButtonAnchor $variant="inverse" href={`tel:${siteConfig.supportPhoneHref}`}>
            <PhoneIcon size={18} />
            Call Now
          </ButtonAnchor>
        </Actions>
        <Badges aria-label="Our promise">
          <li>
            <ShieldIcon size={18} />
            Lab Tested
          </li>
          <li>
            <CheckIcon size={18} />
            Premium Quality
          </li>
          <li>
            <LeafIcon size={18} />
            Organic Grown
          </li>
        </Badges>
      </Inner>
    </Band>
  );
}
