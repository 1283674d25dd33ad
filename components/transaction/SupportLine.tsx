import { siteConfig } from '@/lib/config/public';
import { Muted } from '@/components/transaction/styles';

export default function SupportLine() {
  return (
    <Muted>
      Questions about your payment? Call{' '}
      <a href={`tel:${siteConfig.supportPhoneHref}`}>{siteConfig.supportPhone}</a> or text{' '}
      <a href={`sms:${siteConfig.supportPhoneHref}`}>{siteConfig.supportPhone}</a>
      {siteConfig.claims.alwaysAvailable ? ', available 24/7' : ''}.
    </Muted>
  );
}
