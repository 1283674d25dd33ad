import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getAllProductIds, getProductById } from '@/lib/catalogue/products';
import { categoryName } from '@/lib/catalogue/categories';
import { leadArt } from '@/lib/catalogue/leadArt';
import { productJsonLdText } from '@/lib/catalogue/productJsonLd';
import type { Product } from '@/lib/catalogue/types';
import { Container } from '@/components/ui/Page';
import Breadcrumb from '@/components/catalogue/Breadcrumb';
import ProductDetail from '@/components/catalogue/ProductDetail';

// Only the catalogue's own ids have a page: any other id (or one taken out of data/) is a real 404, never rendered
// and cached per request (issue 34.2).
export const dynamicParams = false;

interface Params {
  params: Promise<{ id: string }>;
}

export function generateStaticParams() {
  return getAllProductIds().map((id) => ({ id: String(id) }));
}

/** Only the canonical spelling of a catalogue id ('12', not '012' or '12.0') names a product. */
function productFor(id: string): Product | undefined {
  if (!/^[1-9]\d{0,5}$/.test(id)) return undefined;
  return getProductById(Number(id));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const product = productFor((await params).id);
  if (!product) return {};
  return {
    title: product.name,
    description: product.description,
    alternates: { canonical: `/products/${product.id}` },
    openGraph: { title: product.name, description: product.description, images: [product.image] },
  };
}

export default async function ProductPage({ params }: Params) {
  const product = productFor((await params).id);
  if (!product) notFound();
  return (
    <Container>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLdText(product) }} />
      <Breadcrumb category={product.category} name={product.name} />
      {/* the picture is the page's largest paint: inlined, it needs no request of its own */}
      <ProductDetail product={product} titleLevel="h1" imageSrc={leadArt(product)?.src} />
      <p>
        <Link href={`/products?category=${product.category}`}>More {categoryName(product.category)}</Link>
      </p>
    </Container>
  );
}
