'use client';

import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/site/theme';

export const QR_SIZE = 220;

const Frame = styled.div`
  width: ${QR_SIZE}px;
  height: ${QR_SIZE}px;
  max-width: 100%;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
`;

const Img = styled.img`
  width: 100%;
  height: 100%;
`;

interface Props {
  /** The bitcoin: URI the code carries. */
  value: string;
  alt: string;
}

/** A QR image of the payment URI; qrcode is loaded on demand so other screens never download it. */
export default function QrCode({ value, alt }: Props) {
  const [image, setImage] = useState<{ value: string; src: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QR) => QR.toDataURL(value, { margin: 1, width: QR_SIZE * 2, errorCorrectionLevel: 'M' }))
      .then(
        (src) => live && setImage({ value, src }),
        (err: unknown) => {
          // The address and its copy button still work; only the picture is missing.
          console.warn('Could not draw the QR code', err);
          if (live) setImage({ value, src: null });
        },
      );
    return () => {
      live = false;
    };
  }, [value]);

  const current = image?.value === value ? image : null;
  return (
    <Frame aria-busy={current ? undefined : true}>
      {current?.src ? <Img src={current.src} alt={alt} width={QR_SIZE} height={QR_SIZE} /> : null}
      {current && !current.src ? <span>QR code unavailable: use the address below.</span> : null}
    </Frame>
  );
}
