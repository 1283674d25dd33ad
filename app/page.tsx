import { Container, PageTitle } from '@/components/ui/Page';

export default function HomePage() {
  return (
    <Container>
      <PageTitle>Premium Medical Cannabis</PageTitle>
    </Container>
  );
}
