// Styled pieces shared by the transaction screens.
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import { PageTitle } from '@/components/ui/Page';

/** Every screen's h1; it takes focus (tabIndex -1) when the status changes. */
export const ScreenTitle = styled(PageTitle)`
  margin-bottom: ${theme.space(2)};
  scroll-margin-top: ${theme.space(24)};
`;

export const OrderLine = styled.p`
  margin: 0 0 ${theme.space(6)};
  color: ${theme.colors.textMuted};
  strong {
    color: ${theme.colors.text};
    letter-spacing: 0.05em;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${theme.bp.lg} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
  }
`;

export const Panel = styled.section<{ $tone?: 'danger' | 'success' | 'warning' }>`
  background: ${(p) =>
    p.$tone === 'danger'
      ? theme.colors.dangerLight
      : p.$tone === 'success'
        ? theme.colors.successLight
        : p.$tone === 'warning'
          ? theme.colors.accentLight
          : theme.colors.surface};
  border: 1px solid ${(p) => (p.$tone === 'danger' ? theme.colors.danger : theme.colors.border)};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(5)};
  margin-bottom: ${theme.space(6)};
  h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: 20px;
    color: ${theme.colors.brandDark};
  }
  p {
    margin: 0 0 ${theme.space(3)};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
`;

export const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;
