import Link from 'next/link';
import styled from 'styled-components';
import type { Crumb } from '@/lib/catalogue/breadcrumbs';
import { theme } from '@/lib/site/theme';

const Nav = styled.nav`
  margin-bottom: ${theme.space(6)};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)};
    list-style: none;
    margin: 0;
    padding: 0;
    font-size: 14px;
  }
  li + li::before {
    content: '/';
    margin-right: ${theme.space(2)};
    color: ${theme.colors.textMuted};
  }
`;

/** The page's trail (lib/catalogue/breadcrumbs.ts), the last crumb the page itself; its BreadcrumbList markup reads
 * the same trail. */
export default function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, i) =>
          i === trail.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link href={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </Nav>
  );
}
