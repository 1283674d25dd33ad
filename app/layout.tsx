import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/config/public';
import { theme } from '@/lib/site/theme';
import GlobalStyle from '@/components/ui/GlobalStyle';
import StyledComponentsRegistry from '@/components/providers/StyledComponentsRegistry';
import StoreProvider from '@/components/providers/StoreProvider';
import AgeGate from '@/components/layout/AgeGate';
import FloatingCart from '@/components/layout/FloatingCart';
import Footer from '@/components/layout/Footer';
import Header from '@/components/layout/Header';
import LegacyHashRedirect from '@/components/layout/LegacyHashRedirect';
import SkipLink from '@/components/layout/SkipLink';
import Toaster from '@/components/layout/Toaster';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
  title: { default: `${siteConfig.brandName} | Medical Cannabis`, template: `%s | ${siteConfig.brandName}` },
  description:
    'Premium, lab-tested medical cannabis from a licensed dispensary: flower, edibles, pre-rolls, concentrates, vapes, topicals, tinctures, CBD and accessories.',
};

export const viewport: Viewport = { themeColor: theme.colors.brand, width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>
          <StoreProvider>
            <GlobalStyle />
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
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
