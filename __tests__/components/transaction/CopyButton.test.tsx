import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CopyButton, { COPY_TICK_MS } from '@/components/transaction/CopyButton';
import { MANUAL_COPY_TEXT } from '@/components/transaction/texts';

const ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

/** A Clipboard API stand-in holding what was written (user-event's own cannot read back under this jsdom). */
function installClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(window.navigator, 'clipboard', {
    value: { writeText: jest.fn(writeText) },
    configurable: true,
  });
}

let clipboardText = '';

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  clipboardText = '';
  installClipboard(async (text) => {
    clipboardText = text;
  });
  render(
    <>
      <code id="addr">{ADDRESS}</code>
      <CopyButton text={ADDRESS} label="Copy address" what="Bitcoin address" targetId="addr" />
    </>,
  );
  return user;
}

const setExecCommand = (impl: (command: string) => boolean) => {
  const fn = jest.fn(impl);
  Object.defineProperty(document, 'execCommand', { value: fn, configurable: true, writable: true });
  return fn;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(document, 'execCommand');
  window.getSelection()?.removeAllRanges();
});

describe('CopyButton', () => {
  it('copies with the Clipboard API and shows the tick for 2 s', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    // Let the clipboard promise settle without moving the fake clock.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(clipboardText).toBe(ADDRESS);
    expect(screen.getByRole('status')).toHaveTextContent('Bitcoin address copied');
    act(() => jest.advanceTimersByTime(COPY_TICK_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(COPY_TICK_MS).toBe(2000);
  });

  it('falls back to a hidden textarea and execCommand when the Clipboard API is refused', async () => {
    const user = setup();
    installClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    let copied = '';
    const exec = setExecCommand((command) => {
      const active = document.activeElement;
      if (command === 'copy' && active instanceof HTMLTextAreaElement) {
        copied = active.value.slice(active.selectionStart, active.selectionEnd);
      }
      return true;
    });
    const button = screen.getByRole('button', { name: 'Copy address' });
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe(ADDRESS);
    expect(document.querySelector('textarea')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copied!' })).toHaveFocus();
  });

  it('is honest when nothing can copy: no tick, the text selected and a Ctrl+C hint', async () => {
    const user = setup();
    installClipboard(() => Promise.reject(new Error('no clipboard')));
    setExecCommand(() => false);
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText(MANUAL_COPY_TEXT)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(MANUAL_COPY_TEXT);
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe(ADDRESS);
  });

  it('shows and selects a text that is not printed (the payment link) only when it cannot be copied', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    installClipboard(() => Promise.reject(new Error('no clipboard')));
    setExecCommand(() => false);
    const link = `bitcoin:${ADDRESS}?amount=0.00064461`;
    render(<CopyButton text={link} label="Copy payment link" what="Payment link" />);
    expect(screen.queryByDisplayValue(link)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy payment link' }));
    const shown = await screen.findByRole('textbox', { name: 'Payment link' });
    expect(shown).toHaveValue(link);
    expect(shown).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(MANUAL_COPY_TEXT);
  });

  it('uses the fallback when the browser has no Clipboard API at all', async () => {
    const user = setup();
    Object.defineProperty(window.navigator, 'clipboard', { value: undefined, configurable: true });
    const exec = setExecCommand(() => true);
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(exec).toHaveBeenCalledWith('copy');
  });
});
