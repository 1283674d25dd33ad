import Link from 'next/link';
import styled from 'styled-components';
import { CATEGORIES } from '@/lib/categories';
import { theme } from '@/lib/theme';
import CategoryIcon from '@/components/catalogue/CategoryIcon';

const Section = styled.section`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(4)};
  > h2 {
    margin: 0 0 ${theme.space(8)};
    text-align: center;
    font-size: clamp(26px, 4vw, 36px);
    color: ${theme.colors.brandDark};
  }
`;

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
    <Section aria-labelledby="categories-title">
      <h2 id="categories-title">Shop by Category</h2>
      <Tiles>
        {CATEGORIES.map((c) => (
          <li key={c.id}>
            <Tile href={`/products?category=${c.id}`}>
              <span>
                <CategoryIcon id={c.id} size={28} />
              </span>
              <span>{c.name}</span>
            </Tile>
          </li>
        ))}
      </Tiles>
    </Section>
  );
}
