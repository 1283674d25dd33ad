import Link from '@/components/ui/IntentLink';
import styled from 'styled-components';
import { CATEGORIES, categoryHref } from '@/lib/catalogue/categories';
import { siteConfig } from '@/lib/config/public';
import { addressLine, shopIdentity } from '@/lib/config/shopIdentity';
import { licensedDispensary, promiseSentence } from '@/lib/site/claims';
import { theme } from '@/lib/site/theme';
import { PhoneIcon } from '@/components/ui/icons';
import CopyrightYear from '@/components/layout/CopyrightYear';
import OrderHistoryLink from '@/components/layout/OrderHistoryLink';

const Wrap = styled.footer`
  background: ${theme.colors.brandDark};
  color: ${theme.colors.textInverse};
  margin-top: ${theme.space(16)};
  padding: ${theme.space(10)} 0 ${theme.space(24)};
  a {
    color: ${theme.colors.textInverse};
  }
  /* Below the fold on every shopper page: the browser lays it out and paints it when it comes near the screen, not
     before the first paint (issue 28.3, 30.6: some 15-25 ms of a phone's first paint at a 4x slower CPU). Until
     then it holds the place of a phone's footer; once drawn, its own height is kept. Still read by screen readers
     and found by find-in-page. */
  content-visibility: auto;
  contain-intrinsic-size: auto 960px;
  /* A page that ends in a dark band (the home page's closing call) runs straight into the footer;
     '~' because styled-components may put a <style> between main and the footer. */
  main:has(> [data-ends-in-band]:last-child) ~ & {
    margin-top: 0;
  }
`;

// The same column as Container (components/ui/Page): the content's edge is the footer's edge.
const Grid = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space(4)};
  display: grid;
  gap: ${theme.space(8)};
  grid-template-columns: 1fr;
  ${theme.bp.md} {
    grid-template-columns: 2fr 1fr 1fr 1.3fr;
  }
`;

const Heading = styled.h2`
  font-size: 16px;
  margin: 0 0 ${theme.space(3)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
`;

const Small = styled.p`
  max-width: ${theme.maxWidth};
  margin: ${theme.space(8)} auto 0;
  padding: 0 ${theme.space(4)};
  font-size: 14px;
  opacity: 0.9;
`;

// California B&P §26151(a)(1), 4 CCR §15040: the licence number on every page, with who holds it and where
// (issue 34.6). Plain server-rendered text, no client code.
const Licence = styled.p`
  max-width: ${theme.maxWidth};
  margin: ${theme.space(8)} auto 0;
  padding: 0 ${theme.space(4)};
  font-size: 14px;
`;

function LicenceLine() {
  const { legalName, licence, address } = shopIdentity;
  return (
    <Licence data-testid="shop-licence">
      {legalName}, {addressLine(address)}. State cannabis license {licence.number} ({licence.type})
      {licence.demo ? <strong>: a demo license, not a real one</strong> : null}.
    </Licence>
  );
}

export default function Footer() {
  return (
    <Wrap>
      <Grid>
        <div>
          <Heading>{siteConfig.brandName}</Heading>
          <p>
            Premium, lab-tested, organic-grown medical cannabis from {licensedDispensary(siteConfig.claims)}.{' '}
            {promiseSentence(siteConfig.claims)}
          </p>
        </div>
        <nav aria-label="Quick links">
          <Heading>Quick Links</Heading>
          <List>
            <li>
              <Link href="/">Home</Link>
            </li>
            <li>
              <Link href="/products">Products</Link>
            </li>
            <OrderHistoryLink />
          </List>
        </nav>
        {/* Every category, each a link to its page (issue 35.7: the spec's plain text named four of nine). */}
        <nav aria-label="Categories">
          <Heading>Categories</Heading>
          <List>
            {CATEGORIES.map((c) => (
              <li key={c.id}>
                <Link href={categoryHref(c.id)}>{c.name}</Link>
              </li>
            ))}
          </List>
        </nav>
        <div>
          <Heading>Contact</Heading>
          <p>
            <a href={`tel:${siteConfig.supportPhoneHref}`}>
              <PhoneIcon size={16} style={{ display: 'inline', verticalAlign: 'middle', marginRight: 6 }} />
              Call or text {siteConfig.supportPhone}
            </a>
            {siteConfig.claims.alwaysAvailable ? (
              <>
                <br />
                Available 24/7
              </>
            ) : null}
          </p>
        </div>
      </Grid>
      <LicenceLine />
      <Small>
        &copy; <CopyrightYear buildYear={new Date().getFullYear()} /> {siteConfig.brandName}. All rights
        reserved.
      </Small>
    </Wrap>
  );
}
