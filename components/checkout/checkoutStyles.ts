// Styled pieces shared by the checkout's columns and the card form.
import styled, { css } from 'styled-components';
import { theme } from '@/lib/site/theme';

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  ${theme.bp.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr) minmax(0, 0.9fr);
  }
`;

export const Panel = styled.section`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(5)};
  h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: 20px;
    color: ${theme.colors.brandDark};
  }
`;

export const Note = styled.p`
  margin: 0 0 ${theme.space(4)};
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  margin-bottom: ${theme.space(4)};
`;

export const Label = styled.label`
  font-weight: 600;
`;

export const Required = styled.span`
  color: ${theme.colors.danger};
  margin-left: ${theme.space(1)};
`;

export const Input = styled.input`
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  width: 100%;
  /* keeps a field focused by a check clear of the sticky header */
  scroll-margin-top: 96px;
  &[aria-invalid='true'] {
    border: 2px solid ${theme.colors.danger};
  }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 14px;
  font-weight: 600;
`;

export const AlertBox = styled.p`
  margin: 0 0 ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.dangerLight};
  color: ${theme.colors.danger};
  border: 1px solid ${theme.colors.danger};
  font-weight: 600;
  scroll-margin-top: 96px;
  &:focus {
    outline: 3px solid ${theme.colors.focus};
  }
`;

/** A checkbox or radio beside its label: 20 px square, in the brand's colour. */
export const boxInput = css`
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${theme.colors.brand};
  }
`;
