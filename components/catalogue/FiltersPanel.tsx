'use client';

import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { facetsFor, type Facets, type FilterState } from '@/lib/catalogue/filters';
import type { Product } from '@/lib/catalogue/types';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import LabFacets from '@/components/catalogue/LabFacets';

const Panel = styled.div`
  margin-bottom: ${theme.space(5)};
  padding: ${theme.space(5)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  &[hidden] {
    display: none;
  }
`;

const Groups = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  ${theme.bp.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${theme.bp.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space(2)};
    font-weight: 700;
  }
`;

const Checks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  /* All of them: a 220 px box showed 6 of 11 effects with no sign that it scrolled. */
  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 32px;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${theme.colors.brand};
  }
`;

const Range = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space(2)};
  label {
    display: block;
    font-size: 14px;
    color: ${theme.colors.textMuted};
  }
  input {
    width: 100%;
    min-height: 40px;
    padding: ${theme.space(1)} ${theme.space(2)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.sm};
  }
`;

const Note = styled.p`
  margin: ${theme.space(2)} 0 0;
  font-size: 13px;
  color: ${theme.colors.textMuted};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space(4)};
`;

/** '' is no bound; a non-negative number is a bound; anything else is still being typed. */
function parseDraft(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

const show = (v: number | null) => (v === null ? '' : String(v));

/** A number box that keeps what is typed and commits each valid value; outside changes (Clear) replace it. */
function BoundInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | null;
  onCommit: (v: number | null) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(show(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (parseDraft(draft) !== value) setDraft(show(value));
  }
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        autoComplete="off"
        inputMode="decimal"
        min={0}
        step="any"
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value);
          const v = parseDraft(e.target.value);
          if (v !== undefined) onCommit(v);
        }}
      />
    </div>
  );
}

function toggle(list: string[], value: string, on: boolean): string[] {
  return on ? [...list, value] : list.filter((v) => v !== value);
}

const TYPE_LEGEND: Record<Facets['typeKind'], string> = {
  strain: 'Strain',
  type: 'Type',
  mixed: 'Strain / type',
};

interface ControlsProps {
  products: readonly Product[];
  value: FilterState;
  onChange: (next: FilterState) => void;
  onClear: () => void;
}

interface Props extends ControlsProps {
  id: string;
  open: boolean;
}

/**
 * The Filters panel (docs/design.md, decision 12): strain / type, THC range, price range and effects, applied live.
 * Its controls are made when it first opens and kept after (a half-typed bound survives closing it): a closed panel
 * costs the page no markup, no hydration and no facets (sorting effects starts the browser's collator, issue 14).
 */
export default function FiltersPanel({ id, open, ...controls }: Props) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <Panel id={id} role="region" aria-label="Filters" hidden={!open}>
      {opened ? <FilterControls {...controls} /> : null}
    </Panel>
  );
}

function FilterControls({ products, value, onChange, onClear }: ControlsProps) {
  const facets = useMemo(() => facetsFor(products), [products]);
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  // Values chosen in the URL but absent from this category stay visible so they can be unticked.
  const types = [...facets.types, ...value.types.filter((t) => !facets.types.includes(t))];
  const effects = [...facets.effects, ...value.effects.filter((e) => !facets.effects.includes(e))];

  return (
    <>
      <Groups>
        {types.length > 0 ? (
          <Group>
            <legend>{TYPE_LEGEND[facets.typeKind]}</legend>
            <Checks>
              {types.map((t) => (
                <label key={t}>
                  <input
                    type="checkbox"
                    checked={value.types.includes(t)}
                    onChange={(e) => set({ types: toggle(value.types, t, e.target.checked) })}
                  />
                  {t}
                </label>
              ))}
            </Checks>
          </Group>
        ) : null}
        {facets.hasThcPercent || value.thcMin !== null || value.thcMax !== null ? (
          <Group>
            <legend>THC (%)</legend>
            <Range>
              <BoundInput label="Min THC %" value={value.thcMin} onCommit={(v) => set({ thcMin: v })} />
              <BoundInput label="Max THC %" value={value.thcMax} onCommit={(v) => set({ thcMax: v })} />
            </Range>
            <Note>Products measured in mg are not shown while a THC range is set.</Note>
          </Group>
        ) : null}
        <Group>
          <legend>Price ($, smallest size)</legend>
          <Range>
            <BoundInput label="Min price" value={value.priceMin} onCommit={(v) => set({ priceMin: v })} />
            <BoundInput label="Max price" value={value.priceMax} onCommit={(v) => set({ priceMax: v })} />
          </Range>
        </Group>
        {effects.length > 0 ? (
          <Group>
            <legend>Effects</legend>
            <Checks>
              {effects.map((e) => (
                <label key={e}>
                  <input
                    type="checkbox"
                    checked={value.effects.includes(e)}
                    onChange={(ev) => set({ effects: toggle(value.effects, e, ev.target.checked) })}
                  />
                  {e}
                </label>
              ))}
            </Checks>
          </Group>
        ) : null}
        <LabFacets products={products} value={value} onChange={set} Group={Group} Checks={Checks} />
      </Groups>
      <Footer>
        <Button type="button" $variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      </Footer>
    </>
  );
}
