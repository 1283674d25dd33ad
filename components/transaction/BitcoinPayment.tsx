'use client';

import styled from 'styled-components';
import { bitcoinUri, orderPaymentMessage } from '@/lib/bitcoin';
import { siteConfig } from '@/lib/config/public';
import { formatDollars } from '@/lib/money';
import type { PlacedOrder } from '@/lib/order';
import { theme } from '@/lib/theme';
import { Button } from '@/components/ui/Button';
import CopyButton from '@/components/transaction/CopyButton';
import QrCode from '@/components/transaction/QrCode';
import { CONFIRM_BUTTON_TEXT, CONFIRMATION_TIME_TEXT } from '@/components/transaction/messages';
import { Muted, Panel } from '@/components/transaction/styles';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  ${theme.bp.md} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

const Fields = styled.dl`
  margin: 0;
  dt {
    font-weight: 700;
    margin-top: ${theme.space(3)};
  }
  dt:first-of-type {
    margin-top: 0;
  }
  dd {
    margin: ${theme.space(1)} 0 0;
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${theme.space(2)};
  }
`;

const Value = styled.code`
  display: block;
  max-width: 100%;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surfaceAlt};
  border: 1px solid ${theme.colors.border};
  font-size: 15px;
  overflow-wrap: anywhere;
  user-select: all;
`;

const Uri = styled(Value)`
  max-width: 220px;
  font-size: 12px;
  color: ${theme.colors.textMuted};
`;

const Amount = styled.strong`
  font-size: 22px;
  color: ${theme.colors.brandDark};
`;

const QrColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(2)};
`;

const Confirm = styled.div`
  margin-top: ${theme.space(6)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.border};
`;

interface Props {
  order: PlacedOrder;
  /** True from the press until the relay has answered. */
  sending: boolean;
  onSent: () => void;
}

/** Spec section 2, bitcoin view: address, USD amount and QR, each copyable, then the confirm button. */
export default function BitcoinPayment({ order, sending, onSent }: Props) {
  const total = formatDollars(order.total);
  const uri = bitcoinUri({
    address: siteConfig.bitcoinAddress,
    label: siteConfig.brandName,
    message: orderPaymentMessage(order.orderNumber, total),
  });

  return (
    <Panel aria-labelledby="bitcoin-title">
      <h2 id="bitcoin-title">Pay with Bitcoin</h2>
      <p>
        Send the Bitcoin equivalent of <strong>{total} USD</strong> at the current exchange rate to the
        address below, then tell us you have sent it.
      </p>
      <Layout>
        <QrColumn>
          <QrCode
            value={uri}
            alt={`QR code of a Bitcoin payment to ${siteConfig.bitcoinAddress} for order ${order.orderNumber}`}
          />
          <Uri id="bitcoin-uri">{uri}</Uri>
          <CopyButton text={uri} label="Copy payment link" what="Payment link" targetId="bitcoin-uri" />
          <a href={uri}>Open in wallet app</a>
        </QrColumn>
        <Fields>
          <dt>Amount (USD)</dt>
          <dd>
            <Amount id="bitcoin-amount">{total}</Amount>
            <CopyButton
              text={total.replace(/[$,]/g, '')}
              label="Copy amount"
              what="Amount"
              targetId="bitcoin-amount"
            />
          </dd>
          <dt>Bitcoin address</dt>
          <dd>
            <Value id="bitcoin-address" data-testid="bitcoin-address">
              {siteConfig.bitcoinAddress}
            </Value>
            <CopyButton
              text={siteConfig.bitcoinAddress}
              label="Copy address"
              what="Bitcoin address"
              targetId="bitcoin-address"
            />
          </dd>
        </Fields>
      </Layout>
      <Confirm>
        <Button
          type="button"
          onClick={onSent}
          disabled={sending}
          aria-busy={sending}
          aria-describedby="bitcoin-confirmation-time"
        >
          {CONFIRM_BUTTON_TEXT}
        </Button>
        <Muted role="status">
          {sending ? 'Letting our team know that you have sent the payment...' : ''}
        </Muted>
        <Muted id="bitcoin-confirmation-time">{CONFIRMATION_TIME_TEXT}</Muted>
      </Confirm>
    </Panel>
  );
}
