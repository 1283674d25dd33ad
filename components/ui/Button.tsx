import Link from '@/components/ui/IntentLink';
import styled, { css } from 'styled-components';
import { theme } from '@/lib/site/theme';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'inverse';

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`
    background: ${theme.colors.brand};
    color: ${theme.colors.textInverse};
    border-color: ${theme.colors.brand};
    &:hover:not(:disabled) {
      background: ${theme.colors.brandDark};
    }
  `,
  secondary: css`
    background: ${theme.colors.surface};
    color: ${theme.colors.brandDark};
    border-color: ${theme.colors.brand};
    &:hover:not(:disabled) {
      background: ${theme.colors.brandLight};
    }
  `,
  danger: css`
    background: ${theme.colors.danger};
    color: ${theme.colors.textInverse};
    border-color: ${theme.colors.danger};
  `,
  /** Outlined in white, for dark bands such as the home hero. */
  inverse: css`
    background: transparent;
    color: ${theme.colors.textInverse};
    border-color: ${theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${theme.colors.brandDark};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${theme.colors.brandLight};
    }
  `,
};

const base = css<{ $variant?: Variant; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border: 2px solid transparent;
  border-radius: ${theme.radius.md};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  ${(p) => variants[p.$variant ?? 'primary']}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

export const Button = styled.button<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;

export const ButtonLink = styled(Link)<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;

export const ButtonAnchor = styled.a<{ $variant?: Variant; $block?: boolean }>`
  ${base}
`;
