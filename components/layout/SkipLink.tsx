import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

const Skip = styled.a`
  position: absolute;
  left: ${theme.space(2)};
  top: -100px;
  z-index: ${theme.z.dialog};
  padding: ${theme.space(2)} ${theme.space(4)};
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.sm};
  &:focus {
    top: ${theme.space(2)};
  }
`;

export default function SkipLink() {
  return <Skip href="#main">Skip to content</Skip>;
}
