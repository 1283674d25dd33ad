'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

const Native = styled.dialog<{ $wide?: boolean }>`
  border: none;
  border-radius: ${theme.radius.lg};
  padding: 0;
  width: min(${(p) => (p.$wide ? '880px' : '520px')}, calc(100vw - 24px));
  max-height: calc(100dvh - 24px);
  box-shadow: ${theme.shadow.raised};
  color: ${theme.colors.text};
  &::backdrop {
    background: ${theme.colors.overlay};
  }
`;

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the backdrop or a close button; omit to make the dialog impossible to dismiss. */
  onClose?: () => void;
  labelledBy: string;
  describedBy?: string;
  wide?: boolean;
  children: ReactNode;
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first and back, so focus never leaves for the browser's UI. */
function trapTab(e: React.KeyboardEvent<HTMLDialogElement>) {
  if (e.key !== 'Tab') return;
  const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  if (e.shiftKey && (document.activeElement === first || !e.currentTarget.contains(document.activeElement))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A modal built on the native <dialog>: showModal() makes the page behind inert and keeps focus inside;
 * on close, focus goes back to what had it before.
 */
export default function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  wide,
  children,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      el.showModal();
    } else if (!open && el.open) {
      el.close();
    }
  }, [open]);

  // Restore focus when the dialog goes away, including on unmount while open.
  useEffect(() => {
    if (!open) return;
    return () => {
      const target = returnFocus.current;
      if (target && target.isConnected) target.focus();
    };
  }, [open]);

  return (
    <Native
      ref={ref}
      $wide={wide}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={trapTab}
      onCancel={(e) => {
        e.preventDefault();
        onClose?.();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget && onClose) onClose();
      }}
    >
      {open ? children : null}
    </Native>
  );
}
