import Link from 'next/link';
import styled from 'styled-components';
import { CATEGORIES, categoryHref } from '@/lib/catalogue/categories';
import { theme } from '@/lib/site/theme';
import CategoryIcon from '@/components/catalogue/CategoryIcon';
import { HomeSection } from '@/components/home/HomeSection';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${theme.bp.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(3)};
  padding: ${theme.space(6)} ${theme.space(3)};
  background: ${theme.colors.surface};
  border: 2px solid transparent;
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  color: ${theme.colors.text};
  font-size: 18px;
  font-weight: 700;
  text-decoration: none;
  span:first-of-type {
    display: inline-flex;
    padding: ${theme.space(3)};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.brandLight};
    color: ${theme.colors.brandDark};
  }
  &:hover {
    border-color: ${theme.colors.brand};
  }
`;

/** 'Shop by Category': nine tiles, each opening the catalogue on that category. */
export default function CategoryTiles() {
  return (
    <HomeSection aria-labelledby="categories-title">
      <h2 id="categories-title">Shop by Category</h2>
      <Tiles>
        {CATEGORIES.map((c) => (
          <li key={c.id}>
            {/* Not prefetched: each is a whole category page (issue 14); nine at once would outweigh the home page. */}
            <Tile href={categoryHref(c.id)} prefetch={false}>
              <span>
                <CategoryIcon id={c.id} size={28} />
              </span>
              <span>{c.name}</span>
            </Tile>
          </li>
        ))}
      </Tiles>
    </HomeSection>
  );
}
