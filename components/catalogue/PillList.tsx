// A wrapped row of pill-shaped tags (effects, flavours, terpenes): one look for every list of short facts.
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

const PillList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${theme.space(1)} ${theme.space(3)};
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.surfaceAlt};
    border: 1px solid ${theme.colors.border};
    font-size: 14px;
  }
`;

export default PillList;
