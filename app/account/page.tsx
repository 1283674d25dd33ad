import type { Metadata } from 'next';
import { Container, PageTitle } from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Account' };

export default function AccountPage() {
  return (
    <Container>
      <PageTitle>Account</PageTitle>
      <p>Account page coming soon!</p>
    </Container>
  );
}
