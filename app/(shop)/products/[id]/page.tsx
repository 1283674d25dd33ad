import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getAllProductIds } from '@/lib/catalogue/products';
import { productTrail } from '@/lib/catalogue/breadcrumbs';
import { categoryName } from '@/lib/catalogue/categories';
import { leadArt } from '@/lib/catalogue/leadArt';
import { productForParam as productFor } from '@/lib/catalogue/productParam';
import { breadcrumbJsonLd } from '@/lib/site/jsonLd/breadcrumbs';
import { productJsonLd } from '@/lib/site/jsonLd/product';
import { productCard } from '@/lib/site/ogCards';
import { shareMetadata } from '@/lib/site/shareMetadata';
import { Container } from '@/components/ui/Page';
import Breadcrumb from '@/components/catalogue/Breadcrumb';
import JsonLd from '@/components/seo/JsonLd';
import ProductDetail from '@/components/catalogue/ProductDetail';
import ProductGallery from '@/components/catalogue/ProductGallery';

// Only the catalogue's own ids have a page: any other id (or one taken out of data/) is a real 404, never rendered
// and cached per request (issue 34.2).
export const dynamicParams = false;

interface Params {
  params: Promise<{ id: string }>;
}

export function generateStaticParams() {
  return getAllProductIds().map((id) => ({ id: String(id) }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const product = productFor((await params).id);
  if (!product) return {};
  return {
    title: product.name,
    description: product.description,
    alternates: { canonical: `/products/${product.id}` },
    // a PNG card made at build (app/og), not the SVG art link previews do not show
    ...shareMetadata({
      path: `/products/${product.id}`,
      title: product.name,
      description: product.description,
      card: productCard(product),
    }),
  };
}

export default async function ProductPage({ params }: Params) {
  const product = productFor((await params).id);
  if (!product) notFound();
  return (
    <Container>
      <JsonLd data={productJsonLd(product)} />
      <JsonLd data={breadcrumbJsonLd(productTrail(product))} />
      <Breadcrumb trail={productTrail(product)} />
      {/* the picture is the page's largest paint: inlined, it needs no request of its own */}
      <ProductDetail
        product={product}
        titleLevel="h1"
        imageSrc={leadArt(product)?.src}
        // every photo, when there are several (issue 30.4); the gallery's script loads on this page only
        media={(product.pictures?.length ?? 0) > 1 ? <ProductGallery product={product} /> : undefined}
      />
      <p>
        <Link href={`/products?category=${product.category}`}>More {categoryName(product.category)}</Link>
      </p>
    </Container>
  );
}
