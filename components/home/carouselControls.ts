// The carousel's previous / next arrows and slide dots.
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
`;

export const Arrow = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${theme.space(3)};
  border: 2px solid ${theme.colors.brand};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.surface};
  color: ${theme.colors.brandDark};
  font-size: 20px;
  font-weight: 800;
  cursor: pointer;
  &:disabled {
    border-color: ${theme.colors.border};
    color: ${theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

// many slides wrap their dots onto a second row instead of pushing Next past a 320 px screen (issue 29.3)
export const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  min-width: 0;
  gap: ${theme.space(1)};
`;

export const Dot = styled.button`
  width: 28px;
  height: 28px;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 12px;
    height: 12px;
    margin: auto;
    border-radius: ${theme.radius.pill};
    border: 2px solid ${theme.colors.brand};
  }
  &[aria-current='true']::before {
    background: ${theme.colors.brand};
  }
`;
