'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';

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

/**
 * A modal built on the native <dialog>: showModal() makes the page behind inert and keeps focus inside;
 * on close, focus goes back to what had it before.
 */
export default function Dialog({ open, onClose, labelledBy, describedBy, wide, children, className }: DialogProps) {
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
