import type { ReactNode } from 'react';
import StoreProvider from '@/components/providers/StoreProvider';
import AgeGate from '@/components/layout/AgeGate';
import FloatingCart from '@/components/layout/FloatingCart';
import Footer, { FOOTER_ID } from '@/components/layout/Footer';
import Header from '@/components/layout/Header';
import LegacyHashRedirect from '@/components/layout/LegacyHashRedirect';
import SkipLink from '@/components/layout/SkipLink';
import Toaster from '@/components/layout/Toaster';

/**
 * The shopper's frame: the store, header, footer, floating cart, toasts and age question, worn by the shop's route
 * group (app/(shop)/layout.tsx); the staff desk has its own (app/staff/layout.tsx) and loads none of this (issue 27.7).
 */
export default function ShopChrome({ children }: { children: ReactNode }) {
  return (
    <StoreProvider>
      {/* No first paint before the page is parsed to its footer: under a slow CPU Chromium painted partly parsed
          pages (a link before its text, an icon before its box) and moved them when the rest came (issue 29.3's
          CLS 0). React puts it in the head; browsers without rel=expect paint as before. */}
      <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      <SkipLink />
      <LegacyHashRedirect />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingCart />
      <Toaster />
      <AgeGate />
    </StoreProvider>
  );
}
