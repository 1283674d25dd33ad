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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  list-style: none;
  margin: ${theme.space(10)} 0 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
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
