import Link from 'next/link';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import SignOutButton from '@/components/staff/SignOutButton';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(5)};
  padding-bottom: ${theme.space(3)};
  border-bottom: 1px solid ${theme.colors.border};
  a {
    color: ${theme.colors.brandDark};
    font-weight: 600;
  }
  span {
    color: ${theme.colors.textMuted};
  }
`;

/** The desk's own bar: the queue, stock, the accounts, who is signed in, sign out. */
export default function DeskBar({ name }: { name: string }) {
  return (
    <Bar aria-label="Staff desk">
      <span>
        <Link href="/staff">Order queue</Link> · <Link href="/staff/stock">Stock</Link> ·{' '}
        <Link href="/staff/accounts">Accounts</Link>
      </span>
      <span>
        Signed in as <strong>{name}</strong>
      </span>
      <SignOutButton />
    </Bar>
  );
}
