// The lab result and dominant terpenes of a product (issue 26.5), in the detail dialog and on the product page,
// beside the label's thc/cbd text (which stays as it is). No hooks: the product page renders it on the server.
// Nothing is rendered where the data has nothing (decision 13).
import { Fragment } from 'react';
import styled from 'styled-components';
import { certificateText, formatTestDate, labFigures } from '@/lib/catalogue/labTexts';
import type { Product } from '@/lib/catalogue/types';
import { theme } from '@/lib/site/theme';
import PillList from '@/components/catalogue/PillList';

const Box = styled.section`
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  p {
    margin: ${theme.space(2)} 0 0;
  }
`;

const Title = styled.h3`
  margin: 0 0 ${theme.space(2)};
  font-size: 16px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(50%) minmax(0, 1fr);
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Demo = styled.p`
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;

interface Props {
  product: Pick<Product, 'id' | 'lab' | 'terpenes'>;
  /** h2 on the product page, h3 in the dialog */
  level: 'h2' | 'h3';
}

export default function LabFacts({ product, level }: Props) {
  const { lab, terpenes } = product;
  if (!lab && !terpenes) return null;
  const headingId = `lab-result-${product.id}`;
  return (
    <>
      {lab ? (
        <Box aria-labelledby={headingId} data-testid="lab-result">
          <Title as={level} id={headingId}>
            Lab result
          </Title>
          <Facts>
            {labFigures(lab).map(([name, text]) => (
              <Fragment key={`${name}${text}`}>
                <dt>{name} as tested</dt>
                <dd>{text}</dd>
              </Fragment>
            ))}
            <dt>Tested</dt>
            <dd>
              <time dateTime={lab.tested}>{formatTestDate(lab.tested)}</time>
            </dd>
            <dt>Lab</dt>
            <dd>{lab.lab}</dd>
          </Facts>
          <p>
            <a href={lab.certificateUrl}>{certificateText(lab)}</a>
          </p>
          {lab.demo ? <Demo>Demo values for the demo catalogue, not a real lab result.</Demo> : null}
        </Box>
      ) : null}
      {terpenes ? (
        <section aria-labelledby={`${headingId}-terpenes`} data-testid="terpenes">
          <Title as={level} id={`${headingId}-terpenes`}>
            Dominant terpenes
          </Title>
          <PillList>
            {terpenes.map((t) => (
              <li key={t.name}>
                {t.name} {t.percent}%
              </li>
            ))}
          </PillList>
        </section>
      ) : null}
    </>
  );
}
