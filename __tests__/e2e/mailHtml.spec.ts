// Every staff mail kind's HTML part in Chromium on a 375 px phone (issue 32.7), twice: as sent, and with every
// <style> element removed, as some Gmail and Outlook apps do. In both, every section's heading, row, line, quote, the
// desk button and the licence footer are visible inside the screen, and nothing scrolls sideways.
import { expect, test, type Page } from '@playwright/test';
import { renderHtml } from '@/lib/mail/html';
import { sectionHeading } from '@/lib/mail/text';
import type { MailDocument } from '@/lib/mail/types';
import { mailKinds } from '../mocks/mailKinds';

const WIDTH = 375;

const withoutStyles = (html: string) => html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '');

/** Every piece of text a reader must see, in order. */
function expectedTexts(doc: MailDocument): string[] {
  return [
    doc.preview,
    ...(doc.notice ? [doc.notice] : []),
    doc.heading,
    ...doc.sections.flatMap((s) => [
      sectionHeading(s),
      ...(s.text ?? []),
      ...(s.lines ?? []).flatMap((l) => [l.name, l.size, l.lineTotal]),
      ...(s.rows ?? []).flatMap((r) => [r.label, r.value]),
      ...(s.quotes ?? []).flatMap((q) => [q.label, ...q.lines]),
    ]),
    ...doc.footer,
  ];
}

async function expectReadable(page: Page, doc: MailDocument, how: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${how}: no sideways scroll`).toBeLessThanOrEqual(0);
  for (const text of expectedTexts(doc)) {
    const box = await page.evaluate((wanted) => {
      // the innermost visible element whose own text holds the wanted text
      const all = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
        (el) =>
          el.innerText?.includes(wanted) &&
          ![...el.children].some((c) => (c as HTMLElement).innerText?.includes(wanted)),
      );
      const el = all[0];
      if (!el) return null;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        left: r.left,
        right: r.right,
        width: r.width,
        height: r.height,
        hidden: style.visibility === 'hidden',
      };
    }, text);
    expect(box, `${how}: "${text}" is in the page`).not.toBeNull();
    expect(box!.width > 0 && box!.height > 0 && !box!.hidden, `${how}: "${text}" is visible`).toBe(true);
    expect(box!.left, `${how}: "${text}" starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.right, `${how}: "${text}" ends on screen`).toBeLessThanOrEqual(WIDTH + 0.5);
  }
  if (doc.button) {
    const button = page.getByRole('link', { name: doc.button.label });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', doc.button.href);
  }
}

for (const [kind, mail] of mailKinds()) {
  test(`${kind}: every section reads at ${WIDTH} px, with and without its style sheet`, async ({
    browser,
  }) => {
    const html = await renderHtml(mail.doc!);
    const context = await browser.newContext({
      viewport: { width: WIDTH, height: 800 },
      javaScriptEnabled: true,
    });
    const page = await context.newPage();
    // a mail client shows no remote images by default: the page may load nothing from anywhere
    const requests: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('data:') && r.url() !== 'about:blank') requests.push(r.url());
    });
    await page.setContent(html);
    await expectReadable(page, mail.doc!, 'as sent');
    await page.setContent(withoutStyles(html));
    expect(await page.locator('style').count()).toBe(0);
    await expectReadable(page, mail.doc!, 'without <style>');
    expect(requests).toEqual([]);
    await context.close();
  });
}
