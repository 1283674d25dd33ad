'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { hasConfirmedAge } from '@/lib/site/ageGate';
import { siteConfig } from '@/lib/config/public';

// Only a browser that has not answered fetches the dialog's code; it never weighs on a returning shopper's load.
const AgeGateDialog = dynamic(() => import('@/components/layout/AgeGateDialog'), { ssr: false });

/** Asks for the minimum age before the shop; nothing is shown until the browser's answer is known. */
export default function AgeGate() {
  const [asking, setAsking] = useState(false);
  const age = siteConfig.minimumAge;

  useEffect(() => {
    // Reading storage must wait for the browser; the server cannot know the answer.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setAsking(!hasConfirmedAge(window.localStorage, age));
  }, [age]);

  return asking ? <AgeGateDialog /> : null;
}
