import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getProductsByCategory } from '@/lib/catalogue/products';
import { categoryTrail } from '@/lib/catalogue/breadcrumbs';
import { categoryHref, categoryName, isCategoryId } from '@/lib/catalogue/categories';
import { catalogueLeadArt } from '@/lib/catalogue/leadArt';
import { CATEGORY_IDS } from '@/lib/catalogue/types';
import { breadcrumbJsonLd } from '@/lib/site/jsonLd/breadcrumbs';
import { itemListJsonLd } from '@/lib/site/jsonLd/itemList';
import { categoryCard } from '@/lib/site/ogCards';
import { shareMetadata } from '@/lib/site/shareMetadata';
import JsonLd from '@/components/seo/JsonLd';
import { Container } from '@/components/ui/Page';
import ProductsBrowser from '@/components/catalogue/ProductsBrowser';
import ProductsHero from '@/components/catalogue/ProductsHero';

// One static page per category, served for /products?category={slug} (next.config.mjs rewrites it here), so the
// category's products are in the server HTML of its address and nothing flashes (issue 14).
export const dynamicParams = false;

export function generateStaticParams() {
  return CATEGORY_IDS.map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!isCategoryId(slug)) return {};
  const name = categoryName(slug);
  const title = `${name} | Products`;
  const description = `Browse lab-tested medical cannabis: ${name.toLowerCase()} from a licensed dispensary.`;
  return {
    title,
    description,
    alternates: { canonical: categoryHref(slug) },
    ...shareMetadata({ path: categoryHref(slug), title, description, card: categoryCard(slug) }),
  };
}

export default async function CategoryPage({ params }: Props) {
  const { slug } = await params;
  if (!isCategoryId(slug)) notFound();
  const products = [...getProductsByCategory(slug)];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(categoryTrail(slug))} />
      <JsonLd data={itemListJsonLd({ name: categoryName(slug), path: categoryHref(slug) }, products)} />
      <ProductsHero heading={false} />
      <Container>
        <ProductsBrowser
          initialCategory={slug}
          initialProducts={products}
          leadArt={catalogueLeadArt(products)}
          pathCategory={slug}
        />
      </Container>
    </>
  );
}
