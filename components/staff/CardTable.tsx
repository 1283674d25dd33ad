// A desk table that becomes stacked cards where it does not fit (issue 27.7: the queue on a 390 px phone; issue 29.3:
// the Stock page and an order's tables, reflow at 320 px). Below the md breakpoint each row is a card and each cell
// is preceded by its column's name. The table's own elements carry its semantics, with no explicit roles (the Nu
// HTML Checker refuses role on tr/th/td in a table, issue 29.1): Chromium keeps table, header, row and cell for
// assistive technology when their display changes to block (deskMarkup.spec.ts reads the queue from Chromium's own
// accessibility tree at 320 and 1280 px), as Firefox does; older Safari releases dropped them.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import { TableWrap } from '@/components/staff/styles';

// the complement of theme.bp.md, so the breakpoint has one home
const belowMd = theme.bp.md.replace('@media ', '@media not all and ');

const Wrap = styled(TableWrap)`
  ${belowMd} {
    overflow-x: visible;
    table,
    tbody,
    tr,
    td,
    caption {
      display: block;
    }
    /* read by screen readers as each cell's header; seen as each cell's label */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radius.md};
      padding: ${theme.space(2)} ${theme.space(3)};
      margin-bottom: ${theme.space(3)};
    }
    td {
      position: relative;
      padding: ${theme.space(1)} 0 ${theme.space(1)} 6.5em;
      border-bottom: none;
      min-height: 2em;
      overflow-wrap: anywhere;
    }
    /* a row's own header (the Stock page's product) heads its card */
    tbody th {
      display: block;
      padding: ${theme.space(1)} 0;
      border-bottom: none;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    td::before {
      content: attr(data-label);
      /* the header already names the cell for assistive technology: the label is for the eye only */
      content: attr(data-label) / '';
      position: absolute;
      left: 0;
      width: 6em;
      color: ${theme.colors.textMuted};
      font-weight: 600;
    }
  }
`;

/** The scrolling wrapper of a table whose rows turn into cards on narrow screens; give it a Table inside. */
export function CardTable({ children }: { children: ReactNode }) {
  return <Wrap>{children}</Wrap>;
}

/** A column's header; `label` is also what each cell of the column shows as its label on a card. */
export function HeaderCells({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One cell, labelled on a card with its column's name. */
export function Cell({ label, children }: { label: string; children: ReactNode }) {
  return <td data-label={label}>{children}</td>;
}
