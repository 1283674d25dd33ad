import styled from 'styled-components';
import { siteConfig } from '@/lib/config/public';
import { theme } from '@/lib/site/theme';
import { PhoneIcon } from '@/components/ui/icons';

const Bar = styled.div`
  background: ${theme.colors.accentLight};
  color: ${theme.colors.text};
  text-align: center;
  padding: ${theme.space(2)} ${theme.space(4)};
  font-weight: 600;
  p {
    margin: 0;
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${theme.space(2)};
  }
  a {
    color: ${theme.colors.brandDark};
    font-weight: 800;
  }
`;

/** The call-us banner at the top of the home page. */
export default function CallBanner() {
  return (
    <Bar>
      <p>
        <PhoneIcon size={18} />
        <span>
          Questions about your treatment? Call or text us{siteConfig.claims.alwaysAvailable ? ' 24/7' : ''}:
        </span>
        <a href={`tel:${siteConfig.supportPhoneHref}`}>{siteConfig.supportPhone}</a>
      </p>
    </Bar>
  );
}
