import { allCards } from '@/lib/site/ogCards';
import { drawOgCard } from '@/lib/site/ogCard';

// Every shopper page's link-preview card as a PNG, each made once at build (issue 34.7): the names are
// lib/site/ogCards.ts's, and any other name is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return [...allCards().keys()].map((card) => ({ card }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ card: string }> }) {
  const card = allCards().get((await params).card);
  if (!card) return new Response('Not found', { status: 404 });
  return drawOgCard(card.facts);
}
