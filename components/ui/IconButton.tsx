import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

/** A round 44 px button holding only an icon: give it an aria-label. */
export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: ${theme.radius.pill};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.brandLight};
  }
`;

/** The close button in a dialog's top-right corner. */
export const DialogCloseButton = styled(IconButton)`
  position: absolute;
  top: ${theme.space(2)};
  right: ${theme.space(2)};
  background: ${theme.colors.surfaceAlt};
`;
