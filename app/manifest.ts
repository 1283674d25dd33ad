import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/public';
import { SITE_DESCRIPTION } from '@/lib/site/shareMetadata';
import { theme } from '@/lib/site/theme';

// The web manifest (issue 34.9): the shop's name, colours and icons for a phone's home screen. The PNGs are made
// from app/icon.svg by scripts/generate-icons.mjs.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: siteConfig.brandName,
    short_name: siteConfig.brandName,
    description: SITE_DESCRIPTION,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: theme.colors.surface,
    theme_color: theme.colors.brand,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
