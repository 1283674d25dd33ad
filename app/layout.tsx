import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/config/public';
import { SITE_DESCRIPTION, SITE_TITLE } from '@/lib/site/shareMetadata';
import { theme } from '@/lib/site/theme';
import GlobalStyle from '@/components/ui/GlobalStyle';
import StyledComponentsRegistry from '@/components/providers/StyledComponentsRegistry';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.siteUrl),
  title: { default: SITE_TITLE, template: `%s | ${siteConfig.brandName}` },
  description: SITE_DESCRIPTION,
  applicationName: siteConfig.brandName,
};

export const viewport: Viewport = { themeColor: theme.colors.brand, width: 'device-width', initialScale: 1 };

// What every page shares, shop and desk alike; the shop's frame is app/(shop)/layout.tsx, the desk's app/staff's.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>
          <GlobalStyle />
          {children}
        </StyledComponentsRegistry>
      </body>
    </html>
  );
}
