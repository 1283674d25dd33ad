import styled from 'styled-components';
import { patientSettings } from '@/lib/config/patientSettings';
import { theme } from '@/lib/site/theme';

const Note = styled.p`
  margin: ${theme.space(6)} 0 0;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

/**
 * The regulator's safe-use brochure, given with each purchase (California B&P 26070.3, issue 26.6): server-rendered
 * text and a link, nothing when data/shop.json names no safeUseBrochureUrl.
 */
export default function SafeUseBrochure() {
  const url = patientSettings.safeUseBrochureUrl;
  if (!url) return null;
  return (
    <Note>
      With every purchase: the Department of Cannabis Control&apos;s{' '}
      <a href={url} rel="noopener">
        safe-use brochure
      </a>
      , on using cannabis more safely.
    </Note>
  );
}
