import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

/** The centred column every screen sits in. */
export const Container = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)};
`;

export const PageTitle = styled.h1`
  font-size: clamp(26px, 4vw, 36px);
  color: ${theme.colors.brandDark};
  margin: ${theme.space(2)} 0 ${theme.space(6)};
`;
