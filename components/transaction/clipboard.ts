// Copying text honestly: the Clipboard API, else the older execCommand route; 'manual' when both fail,
// so the screen can select the text and ask for Ctrl+C instead of showing a tick for nothing.
export type CopyOutcome = 'copied' | 'manual';

function copyWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  // Off-screen but selectable; fixed so the page does not scroll to it.
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.appendChild(area);
  let ok = false;
  try {
    area.focus();
    area.select();
    ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    ok = false;
  } finally {
    area.remove();
    previous?.focus();
  }
  return ok;
}

export async function copyText(text: string): Promise<CopyOutcome> {
  try {
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Denied, or not a secure context: fall through to the older route.
  }
  return copyWithTextarea(text) ? 'copied' : 'manual';
}

/** Selects an element's text so the shopper can copy it by hand. */
export function selectText(element: HTMLElement): void {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
