// Issue 15, points 6 and 9: what covers what, at a phone's 390 px and a laptop's 1366 px.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { line, seedCart } from './checkoutHelpers';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the page top to bottom and names every interactive element or price the floating button covers. */
async function coveredByFloatingCart(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const fab = document.querySelector('[data-testid="floating-cart"]');
    const out = new Set<string>();
    if (!fab) return [];
    const step = Math.floor(window.innerHeight / 3);
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const f = fab.getBoundingClientRect();
      if (f.width === 0) continue;
      const targets = document.querySelectorAll(
        'a, button, input, select, textarea, label, summary, [role="button"], [data-testid="card-price"]',
      );
      for (const el of targets) {
        if (fab.contains(el) || el.contains(fab)) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.right > f.left && r.left < f.right && r.bottom > f.top && r.top < f.bottom) {
          out.add(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
        }
      }
    }
    return [...out];
  });
}

const hydratedCatalogue = (page: Page) =>
  expect(page.locator('[data-hydrated="true"] [data-testid="product-count"]')).toBeAttached();

for (const width of [390, 1366] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 } });

    test('the floating cart button covers no interactive element or price on any page it is on', async ({
      page,
    }) => {
      await seedCart(page, [line(1)]);
      for (const path of ['/', '/products', '/products?category=accessories', '/products/1', '/orders']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        if (width === 1366) await expect(page.getByTestId('floating-cart')).toBeVisible();
        expect(await coveredByFloatingCart(page), path).toEqual([]);
      }
    });

    test('there is no floating cart button on /cart, /checkout and /transaction', async ({ page }) => {
      await seedCart(page, [line(1)]);
      for (const path of ['/cart', '/checkout', '/transaction']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByTestId('floating-cart')).toHaveCount(0);
      }
    });

    test('the category row shows that it scrolls and brings the selected category into view', async ({
      page,
    }) => {
      await page.goto('/products?category=accessories');
      await hydratedCatalogue(page);
      const row = page.getByRole('group', { name: 'Categories' });
      const selected = row.getByRole('button', { name: 'Accessories' });
      await expect(selected).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(async () => {
          const [r, s] = [await row.boundingBox(), await selected.boundingBox()];
          return r && s ? s.x >= r.x - 1 && s.x + s.width <= r.x + r.width + 1 : false;
        })
        .toBe(true);
      await page.goto('/products?category=flower');
      await hydratedCatalogue(page);
      // Nine categories do not fit in one row here: the cut edge says so and scrolls.
      const more = page.getByRole('button', { name: 'Scroll categories right' });
      await expect(more).toBeVisible();
      await more.click();
      await expect(page.getByRole('button', { name: 'Scroll categories left' })).toBeVisible();
      await expectNoAxeViolations(page, 'category row scrolled');
    });

    test('type badges sit beside the product art, not on its category label', async ({ page }) => {
      await page.goto('/products');
      await hydratedCatalogue(page);
      const card = page.getByRole('article').first();
      const [badge, art] = [
        await card.getByTestId('type-badge').boundingBox(),
        await card.getByRole('img').first().boundingBox(),
      ];
      expect(badge && art && !overlaps(badge, art)).toBe(true);
    });

    test('the footer lines up with the content, meets the closing band, and shows the current year', async ({
      page,
    }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      const band = page.locator('[data-ends-in-band]');
      const [b, f] = [await band.boundingBox(), await footer.boundingBox()];
      expect(b && f && Math.abs(b.y + b.height - f.y)).toBe(0);
      await expect(page.getByTestId('copyright-year')).toHaveText(String(new Date().getFullYear()));
      await page.goto('/orders');
      const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
      const first = await footer.getByRole('heading').first().boundingBox();
      expect(h1 && first && Math.round(first.x - h1.x)).toBe(0);
    });

    test('a single cart line is as tall as its content', async ({ page }) => {
      await seedCart(page, [line(1)]);
      await page.goto('/cart');
      const item = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
      await expect(item).toHaveCount(1);
      const height = (await item.boundingBox())?.height ?? 0;
      const inner = await item.evaluate((li) => {
        const r = li.getBoundingClientRect();
        const kids = [...li.querySelectorAll('*')].map((k) => k.getBoundingClientRect().bottom);
        return Math.max(...kids) - r.top;
      });
      expect(height).toBeLessThan(inner + 40);
    });

    test('the filters panel shows all 11 effects without a hidden scroll', async ({ page }) => {
      await page.goto('/products');
      await hydratedCatalogue(page);
      await page.getByRole('button', { name: /Filters/ }).click();
      const effects = page.getByRole('group', { name: 'Effects' });
      await expect(effects.getByRole('checkbox')).toHaveCount(11);
      const boxes = await effects.getByRole('checkbox').evaluateAll((els) =>
        els.map((el) => {
          let p: HTMLElement | null = el.parentElement;
          while (p && p.scrollHeight <= p.clientHeight + 1) p = p.parentElement;
          return p?.tagName ?? 'page';
        }),
      );
      // No box between an effect and the page scrolls on its own.
      expect(new Set(boxes)).toEqual(new Set(['HTML']));
    });

    test('the grid or list choice survives a reload', async ({ page }) => {
      await page.goto('/products');
      await hydratedCatalogue(page);
      const view = page.getByRole('group', { name: 'View' });
      await view.getByRole('button', { name: 'List view' }).click();
      await expect(view.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await hydratedCatalogue(page);
      await expect(view.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
}

// Issue 29.3: at 320 px the shop's name wraps to three lines; under a slow CPU Chromium paints a partly parsed page,
// and nothing may move when the rest arrives. Whether a slowed CPU's visits shift is a timing figure, measured in the
// bench over fresh visits (npm run bench -- --shifts-only, scripts/lib/throttledShifts.mjs, issue 51.7); here each
// part is held in place with its late parts taken away on purpose, which needs no timing.
test.describe('at 320 px, parts taken away on purpose', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the header keeps its logo and buttons in place whether or not its name and buttons have arrived', async ({
    page,
  }) => {
    // what a partly parsed header paints, taken apart on purpose: nothing beside the missing parts may move
    await page.goto('/');
    for (const width of [320, 360, 390, 600]) {
      await page.setViewportSize({ width, height: 640 });
      const seen = await page.evaluate(() => {
        const banner = document.querySelector('header')!;
        const logo = banner.querySelector('a')!;
        const name = logo.querySelector('span')!;
        const leaf = logo.querySelector('svg')!;
        const [first, ...later] = [...logo.parentElement!.lastElementChild!.children] as HTMLElement[];
        const at = (e: Element) => {
          const r = e.getBoundingClientRect();
          return `${Math.round(r.left)},${Math.round(r.top)}`;
        };
        const places = () =>
          `header ${Math.round(banner.getBoundingClientRect().height)} high, logo at ${at(logo)}, ` +
          `leaf at ${at(leaf)}, first button at ${at(first!)}`;
        const whole = places();
        name.style.display = 'none';
        const withoutName = places();
        name.style.display = '';
        // the first button painted, the others not yet received
        for (const b of later) b.style.display = 'none';
        const withoutButtons = places();
        for (const b of later) b.style.display = '';
        const lines = Math.round(
          name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight),
        );
        return { whole, withoutName, withoutButtons, lines };
      });
      const at = `at ${width} px, the name on ${seen.lines} lines`;
      expect(seen.withoutName, at).toBe(seen.whole);
      expect(seen.withoutButtons, at).toBe(seen.whole);
    }
  });
});

test('the home hero draws its buttons and badges where they stay, whatever of them has been parsed', async ({
  page,
}) => {
  // under a slow CPU a clean CI painted Shop Products before its text, 44 px wide, and moved it when the text came
  // (CLS 0.00238 at 320 px). Taken apart on purpose: no part may depend on its own text or on the parts after it.
  await page.goto('/');
  for (const width of [320, 390, 768, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    const seen = await page.evaluate(() => {
      const groups = [
        document.querySelector('#home-title ~ div')!,
        document.querySelector('ul[aria-label="Our promise"]')!,
      ];
      const parts = groups.flatMap((g) => [...g.children] as HTMLElement[]);
      const places = () =>
        parts
          .map((p) => {
            const r = p.getBoundingClientRect();
            return `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          })
          .join('; ');
      const whole = places();
      const texts = parts.map((p) => [...p.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE));
      for (const t of texts.flat()) t.remove();
      const withoutText = places();
      parts.forEach((p, i) => texts[i]!.forEach((t) => p.append(t)));
      const withoutLater: string[] = [];
      for (const g of groups) {
        const [first, ...later] = [...g.children] as HTMLElement[];
        const at = () => JSON.stringify(first!.getBoundingClientRect());
        const before = at();
        for (const l of later) l.style.display = 'none';
        withoutLater.push(before === at() ? 'in place' : `moved: ${before} -> ${at()}`);
        for (const l of later) l.style.display = '';
      }
      return { whole, withoutText, withoutLater, again: places() };
    });
    const at = `at ${width} px`;
    expect(seen.withoutText, at).toBe(seen.whole);
    expect(seen.withoutLater, at).toEqual(['in place', 'in place']);
    expect(seen.again, at).toBe(seen.whole);
  }
});

test("the catalogue's search icon stays where it is drawn, whether or not its box has arrived", async ({
  page,
}) => {
  // under a slow CPU a clean CI painted the icon before the input below it arrived, centred on an empty field, and
  // moved it 24 px down when it came (CLS 0.00015 at 320 px). Taken apart on purpose, at a phone's width and a laptop's.
  await page.goto('/products');
  for (const width of [320, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    const seen = await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('#catalogue-search')!;
      const icon = input.parentElement!.querySelector('svg')!;
      const at = () => {
        const r = icon.getBoundingClientRect();
        return `icon at ${Math.round(r.left)},${Math.round(r.top)}`;
      };
      const whole = at();
      input.style.display = 'none';
      const withoutBox = at();
      input.style.display = '';
      return { whole, withoutBox };
    });
    expect(seen.withoutBox, `at ${width} px`).toBe(seen.whole);
  }
});

test('from 768 px up, the header draws each part where it stays, however much of it has been parsed', async ({
  page,
}) => {
  // under a slow CPU the header was painted before its buttons (the nav drawn 108 px to the right) and before its
  // last links (CLS 0.0013 and 0.0019). Taken apart on purpose: nothing may depend on what follows it.
  await page.goto('/');
  for (const width of [768, 1024, 1280, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    const seen = await page.evaluate(() => {
      const nav = document.querySelector('header nav[aria-label="Main"]')!;
      const actions = nav.nextElementSibling as HTMLElement;
      const links = [...nav.querySelectorAll('li')];
      const at = (e: Element) => {
        const r = e.getBoundingClientRect();
        return `${Math.round(r.left)},${Math.round(r.top)}`;
      };
      // the buttons' box by its left edge: an empty box is centred lower, but paints nothing there
      const places = () =>
        `nav at ${at(nav)}, first link at ${at(links[0]!)}, buttons from ${Math.round(actions.getBoundingClientRect().left)}`;
      const whole = places();
      actions.style.visibility = 'hidden';
      for (const b of actions.children) (b as HTMLElement).style.display = 'none';
      const withoutButtons = places();
      for (const b of actions.children) (b as HTMLElement).style.display = '';
      actions.style.visibility = '';
      for (const l of links.slice(1)) l.style.display = 'none';
      const firstLinkOnly = places();
      // the first link before its text: as tall as with it
      const anchor = links[0]!.querySelector('a')!;
      const text = anchor.textContent;
      anchor.textContent = '';
      const firstLinkEmpty = places();
      anchor.textContent = text;
      for (const l of links.slice(1)) l.style.display = '';
      actions.style.display = 'none';
      const navOnly = `nav at ${at(nav)}, first link at ${at(links[0]!)}`;
      actions.style.display = '';
      return { whole, withoutButtons, firstLinkOnly, firstLinkEmpty, navOnly };
    });
    const at = `at ${width} px`;
    expect(seen.withoutButtons, at).toBe(seen.whole);
    expect(seen.firstLinkOnly, at).toBe(seen.whole);
    expect(seen.firstLinkEmpty, at).toBe(seen.whole);
    expect(seen.whole, at).toContain(seen.navOnly);
  }
});

test('a cart line draws each part where it stays, however much of its controls has been parsed', async ({
  page,
}) => {
  // under a 10x slower CPU /cart painted a line before its controls: the name ran across the row, then wrapped, and
  // a half-parsed stepper moved as the price and Remove arrived (CLS 0.014)
  await seedCart(page, [line(2)]);
  await page.goto('/cart');
  const row = page.getByTestId('cart-line');
  await expect(row).toHaveCount(1);
  for (const width of [320, 390, 640, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const seen = await row.evaluate((li) => {
      const info = li.querySelector('h2')!.parentElement!;
      const controls = [...(li.lastElementChild as HTMLElement).children] as HTMLElement[];
      const box = (e: Element) => {
        const r = e.getBoundingClientRect();
        return `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      };
      // each stage: the parts parsed so far, the rest not yet there
      const stages = [];
      // the name alone, its size and note not yet parsed: the name where it stays
      const later = [...info.children].slice(1) as HTMLElement[];
      later.forEach((c) => (c.style.display = 'none'));
      const nameAlone = box(info.firstElementChild!);
      later.forEach((c) => (c.style.display = ''));
      stages.push([nameAlone]);
      for (let parsed = 0; parsed <= controls.length; parsed++) {
        controls.forEach((c, k) => (c.style.display = k < parsed ? '' : 'none'));
        stages.push([info, ...controls.slice(0, parsed)].map(box));
      }
      controls.forEach((c) => (c.style.display = ''));
      const whole = [info, ...controls].map(box);
      const name = box(info.firstElementChild!);
      return stages.map((stage, k) => ({ stage, whole: k === 0 ? [name] : whole.slice(0, stage.length) }));
    });
    for (const [k, { stage, whole }] of seen.entries())
      expect(stage, `at ${width} px, stage ${k} (0: the name alone, then 0 to 3 controls)`).toEqual(whole);
  }
});
