'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import SignOutButton from '@/components/staff/SignOutButton';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)} ${theme.space(4)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(1)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: ${theme.radius.sm};
    color: ${theme.colors.brandDark};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    background: ${theme.colors.brandLight};
  }
  > span {
    color: ${theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const LINKS = [
  { href: '/staff', label: 'Queue' },
  { href: '/staff/stock', label: 'Stock' },
  { href: '/staff/hours', label: 'Hours' },
  { href: '/staff/accounts', label: 'Accounts' },
] as const;

/** The desk's own navigation: the queue, stock, hours, the accounts, who is signed in, sign out. */
export default function DeskBar({ name }: { name: string }) {
  const pathname = usePathname() ?? '';
  // a page that found the session gone sends the browser to sign in without rendering this layout again
  if (pathname === '/staff/login') return null;
  return (
    <Bar aria-label="Staff desk">
      <ul>
        {LINKS.map(({ href, label }) => (
          <li key={href}>
            <Link
              href={href}
              aria-current={
                pathname === href || (href === '/staff' && pathname.startsWith('/staff/orders/'))
                  ? 'page'
                  : undefined
              }
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <span>
        Signed in as <strong>{name}</strong>
      </span>
      <SignOutButton />
    </Bar>
  );
}
