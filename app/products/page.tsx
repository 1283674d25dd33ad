import type { Metadata } from 'next';
import { Container, PageTitle } from '@/components/ui/Page';

export const metadata: Metadata = { title: 'Products' };

export default function ProductsPage() {
  return (
    <Container>
      <PageTitle>Premium Cannabis Collection</PageTitle>
    </Container>
  );
}
