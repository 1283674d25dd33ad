// The link-preview card of every shopper page (issue 34.7): a 1200 x 630 PNG drawn at build by next/og (satori and
// resvg, bundled with Next: no browser, no download) from the facts lib/site/ogCards.ts gives and the product's
// first photo or its art; app/og/[card]/route.tsx serves them. Every card carries the licence number: California
// counts a shared link's preview as advertising (B&P 26151(a)(1)).
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { siteConfig } from '@/lib/config/public';
import { shopIdentity } from '@/lib/config/shopIdentity';
import { OG_PICTURE_SIZE, OG_SIZE, type OgCardFacts } from '@/lib/site/ogCards';
import { theme } from '@/lib/site/theme';

/** The types a card's picture comes in: the art and the leaf (SVG), a photo's made JPEG. */
const PICTURE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

function dataUri(file: string): string | undefined {
  const type = PICTURE_TYPES[path.extname(file).toLowerCase()];
  if (!type) return undefined;
  try {
    return `data:${type};base64,${readFileSync(file).toString('base64')}`;
  } catch {
    return undefined; // a missing picture: the card keeps its words
  }
}

/** The licence line every card ends with. */
export function licenceLine(): string {
  const { licence } = shopIdentity;
  return `State cannabis license ${licence.number}${licence.demo ? ' (demo)' : ''}`;
}

export function drawOgCard({ title, subtitle, picture: shown }: OgCardFacts): ImageResponse {
  // each path scoped to its folder, so the build traces those folders and not the whole project
  const picture =
    (shown && dataUri(path.join(process.cwd(), 'public', shown))) ??
    dataUri(path.join(process.cwd(), 'app', 'icon.svg'));
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 56,
        padding: 64,
        background: `linear-gradient(135deg, ${theme.colors.brandDark}, ${theme.colors.brand})`,
        color: theme.colors.textInverse,
      }}
    >
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- satori draws <img>, there is no next/image here
        <img
          src={picture}
          width={OG_PICTURE_SIZE}
          height={OG_PICTURE_SIZE}
          alt=""
          style={{ borderRadius: 40, objectFit: 'cover' }}
        />
      ) : null}
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, height: OG_PICTURE_SIZE }}>
        <div style={{ display: 'flex', fontSize: 32, color: theme.colors.brandLight }}>
          {siteConfig.brandName}
        </div>
        <div style={{ display: 'flex', flex: 1, flexDirection: 'column', justifyContent: 'center', gap: 24 }}>
          <div style={{ display: 'flex', fontSize: title.length > 28 ? 52 : 64, lineHeight: 1.1 }}>
            {title}
          </div>
          <div style={{ display: 'flex', fontSize: 32, color: theme.colors.brandLight }}>{subtitle}</div>
        </div>
        <div style={{ display: 'flex', fontSize: 24, color: theme.colors.brandLight }}>{licenceLine()}</div>
      </div>
    </div>,
    OG_SIZE,
  );
}
