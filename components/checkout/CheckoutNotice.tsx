import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

const Box = styled.section<{ $tone: 'neutral' | 'danger' }>`
  max-width: 640px;
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(6)};
  text-align: center;
  background: ${(p) => (p.$tone === 'danger' ? theme.colors.dangerLight : theme.colors.surface)};
  border: 1px solid ${(p) => (p.$tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  h2 {
    margin: 0 0 ${theme.space(3)};
    color: ${(p) => (p.$tone === 'danger' ? theme.colors.danger : theme.colors.brandDark)};
  }
  p {
    margin: 0 0 ${theme.space(5)};
  }
`;

interface Props {
  id: string;
  title: string;
  tone?: 'neutral' | 'danger';
  children: ReactNode;
}

/** A panel that stands in for the checkout (minimum not met, empty cart). */
export default function CheckoutNotice({ id, title, tone = 'neutral', children }: Props) {
  return (
    <Box $tone={tone} aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Box>
  );
}
