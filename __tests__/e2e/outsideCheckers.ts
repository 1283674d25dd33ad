// Checkers nobody here wrote (issue 29), run by checkers.spec.ts over every page: the Nu HTML Checker (vnu-jar, on
// Debian's Java), IBM's Equal Access engine (accessibility-checker-engine, injected into the page), and the reflow
// measure (WCAG 1.4.10: nothing wider than the viewport).
import type { Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { EQUAL_ACCESS_ALLOWED } from './equalAccessAllowed';

/** The checker itself: vnu-jar ships the jar; its own download of a Java runtime is never used. */
const VNU_JAR = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
/** The engine's browser bundle, injected into each page (nothing is downloaded, no browser of its own). */
const ACE_SCRIPT = path.resolve('node_modules/accessibility-checker-engine/ace.js');

/** Debian's java on PATH (default-jre-headless; scripts/ensure-tools.mjs installs it as root), or undefined. */
export function javaCommand(): string | undefined {
  const java = process.env.JAVA ?? 'java';
  return spawnSync(java, ['-version'], { stdio: 'ignore' }).status === 0 ? java : undefined;
}

export interface NuMessage {
  file: string;
  line?: number;
  message: string;
  extract?: string;
}

/**
 * Runs the Nu checker once over every document written with `saveDocument` (one JVM start for the whole suite):
 * its errors, each with the document it is in.
 */
export function runNu(java: string, files: string[]): NuMessage[] {
  const r = spawnSync(
    java,
    ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (r.status !== 0) throw new Error(`vnu failed (exit ${r.status}): ${r.stderr || r.stdout}`);
  const report = JSON.parse(r.stderr || r.stdout) as {
    messages: Array<{ type: string; url?: string; lastLine?: number; message: string; extract?: string }>;
  };
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: path.basename(decodeURIComponent(m.url ?? '')),
      line: m.lastLine,
      message: m.message,
      extract: m.extract?.slice(0, 160),
    }));
}

/** Writes one document for runNu; `name` says which page and which state (sent or hydrated). */
export function saveDocument(dir: string, name: string, html: string): string {
  const file = path.join(dir, `${name.replace(/[^a-z0-9-]+/gi, '_')}.html`);
  writeFileSync(file, html);
  return file;
}

/** Equal Access violations on the page as it stands, less the rules allowed (with their reasons) in one list. */
export async function equalAccessViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'ace' in window))) await page.addScriptTag({ path: ACE_SCRIPT });
  const results = await page.evaluate(async () => {
    const w = window as unknown as {
      ace: {
        Checker: new () => {
          check: (
            doc: Document,
            rulesets: string[],
          ) => Promise<{
            results: Array<{
              ruleId: string;
              value: [string, string];
              path: { dom: string };
              message: string;
            }>;
          }>;
        };
      };
    };
    const report = await new w.ace.Checker().check(document, ['IBM_Accessibility']);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => ({ ruleId: r.ruleId, where: r.path.dom, message: r.message }));
  });
  return results
    .filter((r) => !(r.ruleId in EQUAL_ACCESS_ALLOWED))
    .map((r) => `${r.ruleId} at ${r.where}: ${r.message}`);
}

/** How far the page reaches past the viewport's right edge (0: no sideways scrolling), and what sticks out. */
export async function sidewaysOverflow(page: Page): Promise<{ by: number; widest: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const by = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    const widest =
      by > 0
        ? Array.from(document.querySelectorAll<HTMLElement>('body *'))
            .filter((el) => el.getBoundingClientRect().right > width + 0.5)
            .slice(0, 5)
            .map(
              (el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 30)}"`,
            )
        : [];
    return { by, widest };
  });
}
