import styled from 'styled-components';
import { siteConfig } from '@/lib/config/public';
import { theme } from '@/lib/site/theme';
import { ButtonAnchor, ButtonLink } from '@/components/ui/Button';
import { PhoneIcon } from '@/components/ui/icons';

const Band = styled.section`
  background: ${theme.colors.brandDark};
  color: ${theme.colors.textInverse};
  padding: ${theme.space(16)} ${theme.space(4)};
  text-align: center;
  h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: clamp(26px, 4vw, 38px);
  }
  p {
    margin: 0 auto ${theme.space(8)};
    max-width: 620px;
    font-size: 18px;
  }
  a.contact {
    color: ${theme.colors.textInverse};
    font-weight: 800;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
`;

const Contact = styled.p`
  && {
    margin: ${theme.space(8)} auto ${theme.space(4)};
    font-size: 16px;
  }
`;

/** The closing call to action of the home page. */
export default function ClosingCta() {
  const tel = `tel:${siteConfig.supportPhoneHref}`;
  return (
    <Band aria-labelledby="cta-title" data-ends-in-band="">
      <h2 id="cta-title">Start Feeling Better Today</h2>
      <p>
        Our licensed team is here to help you find the right medicine, by phone or text
        {siteConfig.claims.alwaysAvailable ? ', any time' : ''}.
      </p>
      <Actions>
        <ButtonLink href="/products" $variant="secondary">
          Shop Now
        </ButtonLink>
        <ButtonAnchor $variant="inverse" href={tel}>
          <PhoneIcon size={18} />
          Call Us Today
        </ButtonAnchor>
      </Actions>
      <Contact>
        Call or text{' '}
        <a className="contact" href={tel}>
          {siteConfig.supportPhone}
        </a>
        {siteConfig.claims.alwaysAvailable ? ' - Available 24/7' : null}
      </Contact>
      <ButtonLink href="/products" $variant="secondary">
        View All Products
      </ButtonLink>
    </Band>
  );
}
