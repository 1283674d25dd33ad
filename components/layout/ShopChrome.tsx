import type { ReactNode } from 'react';
import StoreProvider from '@/components/providers/StoreProvider';
import AgeGate from '@/components/layout/AgeGate';
import FloatingCart from '@/components/layout/FloatingCart';
import Footer from '@/components/layout/Footer';
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
