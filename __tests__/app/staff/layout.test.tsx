// The desk is staff's own application (issue 27.7): its layout wears its own header and none of the shop's frame,
// and nothing under app/staff reaches the shopper's client code (the store, its provider, the shop's chrome).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { currentStaff } from '@/lib/staff/page';
import StaffLayout from '@/app/staff/layout';

jest.mock('@/lib/staff/page', () => ({ currentStaff: jest.fn() }));
jest.mock('next/navigation', () => ({
  ...jest.requireActual('@/__tests__/mocks/nextNavigation'),
  usePathname: () => '/staff',
}));

const ROOT = path.resolve(__dirname, '../../..');

async function renderLayout() {
  return render(await StaffLayout({ children: <h1>Order queue</h1> }));
}

it('signed in: the desk header with its links, who is signed in and sign out; nothing of the shop', async () => {
  jest.mocked(currentStaff).mockResolvedValue({ accountId: 1, name: 'alice', idHash: 'x' });
  await renderLayout();
  const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Staff desk' });
  expect(within(nav).getByRole('link', { name: 'Queue' })).toHaveAttribute('href', '/staff');
  expect(within(nav).getByRole('link', { name: 'Queue' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Stock' })).toHaveAttribute('href', '/staff/stock');
  expect(within(nav).getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/staff/accounts');
  expect(nav).toHaveTextContent('Signed in as alice');
  expect(within(nav).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
    'Order queue',
  );
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');

  // the shop's navigation, footer, floating cart and age question are not here
  expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
  expect(screen.queryByTestId('floating-cart')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.queryByRole('link', { name: /cart/i })).toBeNull();
  expect(document.body).not.toHaveTextContent(/free shipping|money-back|guarantee/i);
});

it('signed out (the sign-in page): the desk name only, no links into the desk', async () => {
  jest.mocked(currentStaff).mockResolvedValue(null);
  await renderLayout();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Staff desk' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
});

// --- what the desk's modules import, transitively (our own files; packages are not followed) ---

const SPEC =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, ...['.ts', '.tsx', '.mjs', '.js'].map((e) => base + e)]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  for (const index of ['index.ts', 'index.tsx']) {
    if (existsSync(path.join(base, index))) return path.join(base, index);
  }
  return null;
}

function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(tsx?|mjs|js)$/.test(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(SPEC)) {
      const next = resolve(file, (m[1] ?? m[2] ?? m[3])!);
      if (next) todo.push(next);
    }
  }
  return new Set([...seen].map((f) => path.relative(ROOT, f).split(path.sep).join('/')));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

const SHOPPER_CODE = [
  /^lib\/store\//,
  /^components\/providers\/StoreProvider\.tsx$/,
  /^components\/layout\/(ShopChrome|Header|Footer|FloatingCart|AgeGate|Toaster|CartLink|SearchButton)\.tsx$/,
  /^components\/(cart|catalogue|checkout|home|orders|transaction)\//,
];
const shopperFiles = (files: Set<string>) => [...files].filter((f) => SHOPPER_CODE.some((re) => re.test(f)));

it('no module of the desk (its layout, pages, not-found) reaches the store, its provider or the shop chrome', () => {
  const desk = filesUnder(path.join(ROOT, 'app/staff')).filter((f) => /\.tsx?$/.test(f));
  expect(desk.map((f) => path.relative(ROOT, f))).toContain(path.join('app', 'staff', 'layout.tsx'));
  expect(shopperFiles(reachable(desk))).toEqual([]);
  // the same walk finds them from the shop's layout, so an empty list above means something
  expect(shopperFiles(reachable([path.join(ROOT, 'app/(shop)/layout.tsx')]))).toEqual(
    expect.arrayContaining(['components/providers/StoreProvider.tsx', 'components/layout/Footer.tsx']),
  );
});

it('the root layout and 404 keep only what shop and desk share', () => {
  // the root 404 is in every page's payload, the desk's too, so its client references load there as well
  const root = reachable([path.join(ROOT, 'app/layout.tsx'), path.join(ROOT, 'app/not-found.tsx')]);
  expect(shopperFiles(root)).toEqual([]);
  expect(root).toContain('components/providers/StyledComponentsRegistry.tsx');
});
