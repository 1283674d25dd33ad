'use client';

import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/IconButton';
import NavLinks from '@/components/layout/NavLinks';

const Toggle = styled(IconButton)`
  ${theme.bp.md} {
    display: none;
  }
`;

const Panel = styled.nav`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  background: ${theme.colors.surface};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(3)} ${theme.space(4)};
  ${theme.bp.md} {
    display: none;
  }
`;

/** The collapsible menu for narrow screens: closes on a link click, on Escape and when focus leaves. */
export default function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
      </Toggle>
      <Panel id={panelId} aria-label="Mobile" hidden={!open}>
        <NavLinks vertical onNavigate={() => setOpen(false)} />
      </Panel>
    </>
  );
}
