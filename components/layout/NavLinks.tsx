'use client';

import Link from '@/components/ui/IntentLink';
import { usePathname } from 'next/navigation';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import { NAV_LINKS, ORDER_HISTORY_LINK, isActivePath } from '@/components/layout/navigation';
import { useHasOrders } from '@/components/layout/OrderHistoryLink';

const List = styled.ul<{ $vertical?: boolean }>`
  display: flex;
  flex-direction: ${(p) => (p.$vertical ? 'column' : 'row')};
  gap: ${theme.space(1)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

// its height fixed (24 px line and the padding): a link painted before its text was parsed is already as tall, so
// the header, which centres the nav, moves nothing when the text arrives (seen under a slow CPU)
const Item = styled(Link)<{ $active: boolean }>`
  display: block;
  min-height: 40px;
  line-height: 24px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  text-decoration: none;
  font-weight: 600;
  color: ${(p) => (p.$active ? theme.colors.brandDark : theme.colors.text)};
  background: ${(p) => (p.$active ? theme.colors.brandLight : 'transparent')};
  &:hover {
    background: ${theme.colors.brandLight};
  }
`;

export default function NavLinks({ vertical, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  const hasOrders = useHasOrders();
  const links = hasOrders ? [...NAV_LINKS, ORDER_HISTORY_LINK] : NAV_LINKS;
  return (
    <List $vertical={vertical}>
      {links.map((link) => {
        const active = isActivePath(link.href, pathname);
        return (
          <li key={link.href}>
            <Item
              href={link.href}
              $active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {link.label}
            </Item>
          </li>
        );
      })}
    </List>
  );
}
