import { jsonLdText } from '@/lib/site/jsonLd/text';

/** One block of schema.org markup (lib/site/jsonLd/): data, not code, so it needs no script hash to run. */
export default function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
