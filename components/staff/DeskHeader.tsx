import Link from 'next/link';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import DeskBar from '@/components/staff/DeskBar';

const Band = styled.header`
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(2)} ${theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(2)} ${theme.space(4)};
  > a {
    font-weight: 700;
    font-size: 18px;
    color: ${theme.colors.brandDark};
    text-decoration: none;
  }
`;

/** The desk's header (issue 27.7): its name, and for signed-in staff the desk's links; nothing of the shop's. */
export default function DeskHeader({ name }: { name: string | null }) {
  return (
    <Band>
      <Inner>
        <Link href="/staff">Staff desk</Link>
        {name !== null && <DeskBar name={name} />}
      </Inner>
    </Band>
  );
}
