// The staff desk's shared pieces of style: panels, form fields, state badges, tables. Tokens from lib/site/theme.ts only.
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

export const Panel = styled.section`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  padding: ${theme.space(5)};
  margin-bottom: ${theme.space(5)};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: 20px;
    color: ${theme.colors.brandDark};
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  /* a long option or value never widens a narrow screen (the queue on a phone, issue 27.7) */
  min-width: 0;
  max-width: 100%;
  margin-bottom: ${theme.space(4)};
  label {
    font-weight: 600;
  }
  input,
  select,
  textarea {
    font: inherit;
    padding: ${theme.space(2)} ${theme.space(3)};
    border: 1px solid ${theme.colors.textMuted};
    border-radius: ${theme.radius.sm};
    min-height: 44px;
    max-width: 100%;
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
`;

export const ErrorText = styled.p`
  color: ${theme.colors.danger};
  background: ${theme.colors.dangerLight};
  border-radius: ${theme.radius.sm};
  padding: ${theme.space(2)} ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
`;

export const Muted = styled.p`
  color: ${theme.colors.textMuted};
  margin: 0 0 ${theme.space(4)};
`;

export const Badge = styled.span<{ $tone?: 'open' | 'done' | 'warn' | 'bad' }>`
  display: inline-block;
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radius.pill};
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ $tone }) =>
    $tone === 'bad' ? theme.colors.danger : $tone === 'warn' ? theme.colors.accent : theme.colors.brandDark};
  background: ${({ $tone }) =>
    $tone === 'bad'
      ? theme.colors.dangerLight
      : $tone === 'warn'
        ? theme.colors.accentLight
        : $tone === 'done'
          ? theme.colors.surfaceAlt
          : theme.colors.brandLight};
`;

export const TableWrap = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 15px;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${theme.space(2)};
  }
  th,
  td {
    text-align: left;
    padding: ${theme.space(2)};
    border-bottom: 1px solid ${theme.colors.border};
    vertical-align: top;
  }
  th {
    color: ${theme.colors.textMuted};
    font-weight: 600;
    white-space: nowrap;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: flex-end;
`;
