import Link from '@/components/ui/IntentLink';
import styled from 'styled-components';
import { siteConfig } from '@/lib/config/public';
import { theme } from '@/lib/site/theme';
import { LeafIcon } from '@/components/ui/icons';
import CartLink from '@/components/layout/CartLink';
import MobileMenu from '@/components/layout/MobileMenu';
import NavLinks from '@/components/layout/NavLinks';
import OpenStatus from '@/components/layout/OpenStatus';
import SearchButton from '@/components/layout/SearchButton';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.z.header};
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled.div`
  position: relative;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  min-height: 64px;
  padding: 0 ${theme.space(4)};
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  ${theme.bp.md} {
    gap: ${theme.space(4)};
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  font-weight: 800;
  font-size: 18px;
  color: ${theme.colors.brandDark};
  text-decoration: none;
  margin-right: auto;
  min-width: 0;
  ${theme.bp.md} {
    margin-right: 0;
  }
  svg {
    flex-shrink: 0;
  }
  /* the whole name, never cut (issue 29.3): a narrow phone wraps it onto a second line */
  span {
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  /* below md its room and height are reserved: the width the actions leave (see Actions) and two lines, so a first
     paint of a partly received header (the leaf before the name, or the name before the buttons) moves nothing */
  @media (max-width: 767.98px) {
    min-height: 36px;
    max-width: calc(100% - 3 * 44px - 2 * ${theme.space(1)} - ${theme.space(2)});
  }
  /* on the narrowest phones the name takes three lines (320 px, issue 29.3): their height is reserved too */
  @media (max-width: 420px) {
    font-size: 15px;
    min-height: calc(3 * 1.15em);
  }
`;

// From md up the nav follows the logo and pushes the buttons to the right edge: a first paint of a partly parsed
// header (the nav before its last links or before the buttons, seen under a slow CPU) draws each part where it stays.
const Desktop = styled.nav`
  display: none;
  ${theme.bp.md} {
    display: block;
    margin-right: auto;
  }
`;

// Its width is reserved (44 px buttons: search, cart and, below md, the menu), so a first paint of a partly received
// header, before its last buttons, moves nothing beside it when they arrive (no layout shift).
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-width: calc(3 * 44px + 2 * ${theme.space(1)});
  ${theme.bp.md} {
    min-width: calc(2 * 44px + ${theme.space(1)});
  }
`;

export default function Header() {
  return (
    <Bar>
      <Inner>
        <Logo href="/" aria-label={`${siteConfig.brandName} home`}>
          <LeafIcon size={26} />
          <span>{siteConfig.brandName}</span>
        </Logo>
        <Desktop aria-label="Main">
          <NavLinks />
        </Desktop>
        <Actions>
          <SearchButton />
          <CartLink />
          <MobileMenu />
        </Actions>
      </Inner>
      <OpenStatus />
    </Bar>
  );
}
