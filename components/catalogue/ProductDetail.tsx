// The product's full details: the body of the detail dialog and of the product page (one component for both).
// No hooks here, so the server page renders it directly; its interactive parts are client leaves.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import PillList from '@/components/catalogue/PillList';
import { strainOrType, type Product } from '@/lib/catalogue/types';
import FavouriteButton from '@/components/catalogue/FavouriteButton';
import ProductPicture from '@/components/catalogue/ProductPicture';
import PurchasePanel from '@/components/catalogue/PurchasePanel';
import Rating from '@/components/catalogue/Rating';
import LabFacts from '@/components/catalogue/LabFacts';
import { StrainBadge } from '@/components/catalogue/cardParts';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  ${theme.bp.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

const Picture = styled.div`
  img {
    width: 100%;
    height: auto;
    border-radius: ${theme.radius.lg};
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space(3)};
`;

const Title = styled.h2`
  margin: ${theme.space(2)} 0 0;
  font-size: clamp(24px, 3.5vw, 32px);
  color: ${theme.colors.brandDark};
`;

const Potency = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  margin: 0;
  div {
    padding: ${theme.space(2)} ${theme.space(3)};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.brandLight};
  }
  dt {
    font-size: 12px;
    font-weight: 700;
    color: ${theme.colors.brandDark};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Section = styled.section`
  p {
    margin: 0;
  }
`;

interface Props {
  product: Product;
  /** h2 inside the dialog (named by it), h1 on the product page */
  titleLevel?: 'h1' | 'h2';
  titleId?: string;
  /** called after adding, e.g. to close the dialog */
  onAdded?: () => void;
  /** the picture inlined by the product page, in place of product.image (lib/catalogue/leadArt.ts) */
  imageSrc?: string;
  /** in place of the one picture: the product page's gallery of every photo (issue 30.4) */
  media?: ReactNode;
}

export default function ProductDetail({
  product,
  titleLevel = 'h2',
  titleId,
  onAdded,
  imageSrc,
  media,
}: Props) {
  const sectionLevel = titleLevel === 'h1' ? 'h2' : 'h3';
  const kind = strainOrType(product);
  return (
    <Layout>
      <Picture>
        {media ?? (
          <ProductPicture
            product={product}
            // the product page's largest paint; in the dialog, wanted as soon as it opens
            layout={titleLevel === 'h1' ? 'page' : 'dialog'}
            loading={titleLevel === 'h1' ? 'priority' : 'eager'}
            artSrc={imageSrc}
          />
        )}
      </Picture>
      <Info>
        <TitleRow>
          <div>
            {kind ? <StrainBadge>{kind}</StrainBadge> : null}
            <Title as={titleLevel} id={titleId}>
              {product.name}
            </Title>
          </div>
          <FavouriteButton name={product.name} />
        </TitleRow>
        <Rating reviews={product.reviews} withReviews />
        <PurchasePanel product={product} onAdded={onAdded} />
        <Potency>
          <div>
            <dt>THC</dt>
            <dd>{product.thc}</dd>
          </div>
          <div>
            <dt>CBD</dt>
            <dd>{product.cbd}</dd>
          </div>
          {product.cbg ? (
            <div>
              <dt>CBG</dt>
              <dd>{product.cbg}</dd>
            </div>
          ) : null}
        </Potency>
        <LabFacts product={product} level={sectionLevel} />
        {product.effects.length > 0 ? (
          <Section>
            <Heading level={sectionLevel}>Effects</Heading>
            <PillList>
              {product.effects.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </PillList>
          </Section>
        ) : null}
        {product.flavors.length > 0 ? (
          <Section>
            <Heading level={sectionLevel}>Flavors</Heading>
            <PillList>
              {product.flavors.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </PillList>
          </Section>
        ) : null}
        <Section>
          <Heading level={sectionLevel}>Description</Heading>
          <p>{product.description}</p>
        </Section>
      </Info>
    </Layout>
  );
}

const SectionTitle = styled.h3`
  margin: 0 0 ${theme.space(2)};
  font-size: 16px;
`;

function Heading({ level, children }: { level: 'h2' | 'h3'; children: string }) {
  return <SectionTitle as={level}>{children}</SectionTitle>;
}
