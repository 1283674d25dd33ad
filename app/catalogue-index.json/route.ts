import { getAllProducts } from '@/lib/catalogue';
import { buildCatalogueIndex } from '@/lib/catalogueIndex';

export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildCatalogueIndex(getAllProducts()));
}
