import Link from 'next/link';
import styled from 'styled-components';
import { categoryHref, categoryName } from '@/lib/catalogue/categories';
import { theme } from '@/lib/site/theme';
import type { CategoryId } from '@/lib/catalogue/types';

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

/** Products / category / product, on the product page. */
export default function Breadcrumb({ category, name }: { category: CategoryId; name: string }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        <li>
          <Link href="/products">Products</Link>
        </li>
        <li>
          <Link href={categoryHref(category)}>{categoryName(category)}</Link>
        </li>
        <li aria-current="page">{name}</li>
      </ol>
    </Nav>
  );
}
