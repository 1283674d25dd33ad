'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { AGE_CONFIRMED_KEY, rememberAgeConfirmed } from '@/lib/site/ageGate';
import { siteConfig } from '@/lib/config/public';
import { theme } from '@/lib/site/theme';
import Dialog from '@/components/ui/Dialog';
import { Button } from '@/components/ui/Button';

const Body = styled.div`
  padding: ${theme.space(8)} ${theme.space(6)};
  text-align: center;
  h2 {
    margin-top: 0;
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  justify-content: center;
  flex-wrap: wrap;
  margin-top: ${theme.space(6)};
`;

type Answer = 'confirmed' | 'asking' | 'declined';

/** The age question itself; AgeGate loads it only for a browser that has not answered yet. */
export default function AgeGateDialog() {
  const [answer, setAnswer] = useState<Answer>('asking');
  const age = siteConfig.minimumAge;

  if (answer === 'confirmed') return null;

  return (
    <Dialog open labelledBy="age-gate-title" describedBy="age-gate-text">
      <Body data-testid="age-gate" data-storage-key={AGE_CONFIRMED_KEY}>
        {answer === 'asking' ? (
          <>
            <h2 id="age-gate-title">Are you {age} or older?</h2>
            <p id="age-gate-text">
              {siteConfig.brandName} is a licensed medical cannabis dispensary. You must be {age} or older to
              enter.
            </p>
            <Row>
              <Button
                type="button"
                autoFocus
                onClick={() => {
                  rememberAgeConfirmed(window.localStorage, age);
                  setAnswer('confirmed');
                }}
              >
                Yes, I am {age} or older
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setAnswer('declined')}>
                No, I am under {age}
              </Button>
            </Row>
          </>
        ) : (
          <>
            <h2 id="age-gate-title">Thank you for your honesty</h2>
            <p id="age-gate-text">
              This shop is only for visitors aged {age} and over, so we can&apos;t let you in. If you are a
              patient with questions, a caregiver can contact us on your behalf.
            </p>
            <Row>
              <Button type="button" $variant="secondary" onClick={() => setAnswer('asking')}>
                I answered by mistake
              </Button>
            </Row>
          </>
        )}
      </Body>
    </Dialog>
  );
}
