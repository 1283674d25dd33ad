import { siteConfig } from '@/lib/config/public';
import { ButtonAnchor } from '@/components/ui/Button';
import { MessageIcon, PhoneIcon } from '@/components/ui/icons';

/** Call and text links to the support line (spec: Timeout and Error screens). */
export default function ContactLinks() {
  return (
    <>
      <ButtonAnchor href={`tel:${siteConfig.supportPhoneHref}`} $variant="secondary">
        <PhoneIcon size={18} /> Call {siteConfig.supportPhone}
      </ButtonAnchor>
      <ButtonAnchor href={`sms:${siteConfig.supportPhoneHref}`} $variant="secondary">
        <MessageIcon size={18} /> Text {siteConfig.supportPhone}
      </ButtonAnchor>
    </>
  );
}
