// The desk's stock paste (issue 25.1): lines `productId,size,quantity|soldout|instock` from a POS export, read in
// the browser. Format only: whether a product and size exist is the relay's to say. Client-safe.
import {
  MAX_SIZE_LENGTH,
  MAX_STOCK_COUNT,
  type StockChange,
  type StockSetting,
} from '@/lib/order/availability';
import { textProblem } from '@/lib/validation/text';

/** A line that became a change, with its line number in the paste. */
export interface CsvChange {
  line: number;
  change: StockChange;
}

/** A line that could not be read, and why (in words for staff). */
export interface CsvProblem {
  line: number;
  /** the product and size as written, when the line has them */
  productId: string;
  size: string;
  reason: string;
}

export interface ParsedStockCsv {
  changes: CsvChange[];
  problems: CsvProblem[];
}

const WHOLE = /^\d+$/;
const KEYWORDS: Record<string, StockSetting> = { instock: 'instock', soldout: 'soldout' };

/** 'instock', 'soldout' (any case, spaces, - or _ inside) or a whole count 0..MAX_STOCK_COUNT; else null. */
export function readSetting(raw: string): StockSetting | null {
  const word = raw.toLowerCase().replace(/[\s_-]+/g, '');
  const keyword = KEYWORDS[word];
  if (keyword) return keyword;
  if (!WHOLE.test(raw)) return null;
  const count = Number(raw);
  return count <= MAX_STOCK_COUNT ? count : null;
}

function settingProblem(raw: string): string {
  if (raw === '') return 'no quantity: give a whole number, soldout or instock';
  if (/^-\d/.test(raw)) return `quantity ${raw} is below 0`;
  if (WHOLE.test(raw)) return `quantity ${raw} is above ${MAX_STOCK_COUNT.toLocaleString('en-US')}`;
  return `quantity "${raw}" is not a whole number, soldout or instock`;
}

/** The first line is a header when its product id cell is not a number and names one. */
const isHeader = (cells: string[]) => !WHOLE.test(cells[0] ?? '') && /product|id/i.test(cells[0] ?? '');

/**
 * Reads the rows a CSV parser gave (one per line, blank ones included, so their index is the line number);
 * parserErrors marks lines the parser itself could not read (an unclosed quote).
 */
export function readStockRows(
  rows: string[][],
  parserErrors: Map<number, string> = new Map(),
): ParsedStockCsv {
  const changes: CsvChange[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, index) => {
    const line = index + 1;
    const cells = raw.map((c) => c.trim());
    if (cells.every((c) => c === '')) return;
    if (line === 1 && isHeader(cells)) return;
    const [productId = '', size = '', quantity = ''] = cells;
    const problem = (reason: string) => problems.push({ line, productId, size, reason });
    const parserError = parserErrors.get(index);
    if (parserError) return problem(parserError);
    if (cells.length !== 3) return problem(`${cells.length} fields; expected 3: productId,size,quantity`);
    if (!WHOLE.test(productId) || Number(productId) < 1) {
      return problem(`product id "${productId}" is not a whole number above 0`);
    }
    if (size === '') return problem('no size');
    // a longer one would refuse the whole batch at the relay
    if (size.length > MAX_SIZE_LENGTH) return problem(`size is longer than ${MAX_SIZE_LENGTH} characters`);
    const sizeProblem = textProblem(size, { label: 'Size' });
    if (sizeProblem) return problem(sizeProblem);
    const stock = readSetting(quantity);
    if (stock === null) return problem(settingProblem(quantity));
    const key = `${Number(productId)}\u0000${size}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) return problem(`same product and size as line ${earlier}; one line per size`);
    seen.set(key, line);
    changes.push({ line, change: { productId: Number(productId), size, stock } });
  });
  return { changes, problems };
}

/** Parses a paste with papaparse, loaded only when staff apply one (no other page carries it). */
export async function parseStockCsv(text: string): Promise<ParsedStockCsv> {
  const { default: Papa } = await import('papaparse');
  const result = Papa.parse<string[]>(text, { skipEmptyLines: false, delimiter: ',' });
  const errors = new Map<number, string>();
  for (const error of result.errors) {
    if (error.row !== undefined && !errors.has(error.row))
      errors.set(error.row, `unreadable: ${error.message}`);
  }
  return readStockRows(result.data, errors);
}
