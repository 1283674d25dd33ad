import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

/** A centred band of the home page with its heading. */
export const HomeSection = styled.section`
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
