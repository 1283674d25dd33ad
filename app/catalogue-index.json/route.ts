import { getAllProducts } from '@/lib/catalogue/products';
import { buildCatalogueIndex } from '@/lib/catalogue/searchIndex';

export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildCatalogueIndex(getAllProducts()));
}
