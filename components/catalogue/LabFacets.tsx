'use client';

// The filters panel's lab facets (issue 26.5): "Lab-tested" and the terpenes of the category, each a checkbox in a
// fieldset, as the strain and effect facets are. Nothing is offered that the category's data does not have; a value
// chosen in the URL but absent here stays visible so it can be unticked.
import { useMemo } from 'react';
import { LAB_TESTED, labFacetsFor, type LabFilterState } from '@/lib/catalogue/labFilters';
import type { Product } from '@/lib/catalogue/types';

interface Props {
  products: readonly Product[];
  value: LabFilterState;
  onChange: (patch: Partial<LabFilterState>) => void;
  /** the panel's fieldset and checkbox list, so these facets look like the others */
  Group: React.ElementType;
  Checks: React.ElementType;
}

export default function LabFacets({ products, value, onChange, Group, Checks }: Props) {
  const facets = useMemo(() => labFacetsFor(products), [products]);
  const terpenes = [...facets.terpenes, ...value.terpenes.filter((t) => !facets.terpenes.includes(t))];
  return (
    <>
      {facets.labTested || value.labTested ? (
        <Group>
          <legend>Lab results</legend>
          <Checks>
            <label>
              <input
                type="checkbox"
                checked={value.labTested}
                onChange={(e) => onChange({ labTested: e.target.checked })}
              />
              {LAB_TESTED}
            </label>
          </Checks>
        </Group>
      ) : null}
      {terpenes.length > 0 ? (
        <Group>
          <legend>Terpenes</legend>
          <Checks>
            {terpenes.map((t) => (
              <label key={t}>
                <input
                  type="checkbox"
                  checked={value.terpenes.includes(t)}
                  onChange={(e) =>
                    onChange({
                      terpenes: e.target.checked
                        ? [...value.terpenes, t]
                        : value.terpenes.filter((x) => x !== t),
                    })
                  }
                />
                {t}
              </label>
            ))}
          </Checks>
        </Group>
      ) : null}
    </>
  );
}
