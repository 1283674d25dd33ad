'use client';

import styled from 'styled-components';
import { bitcoinUri, orderPaymentMessage } from '@/lib/order/bitcoinUri';
import { siteConfig } from '@/lib/config/public';
import { formatDollars } from '@/lib/order/money';
import type { BitcoinPayTo, PaymentStatusResponse, PlacedOrder } from '@/lib/order/contract';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import CopyButton from '@/components/transaction/CopyButton';
import QrCode from '@/components/transaction/QrCode';
import {
  CONFIRM_BUTTON_TEXT,
  CONFIRMATION_TIME_TEXT,
  DEMO_ADDRESS_TEXT,
  WATCHING_TEXT,
} from '@/components/transaction/texts';
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

const Demo = styled.p`
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 2px solid ${theme.colors.danger};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.dangerLight};
  color: ${theme.colors.danger};
  font-weight: 700;
`;

const Watch = styled.p<{ $alert: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.$alert ? theme.colors.danger : theme.colors.brandDark)};
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
  /** what the relay saw of a watched payment, or null */
  payment: PaymentStatusResponse | null;
  onSent: () => void;
}

/** Orders placed before the relay chose the address pay the one the pages were built with. */
function payToOf(order: PlacedOrder): BitcoinPayTo {
  return (
    order.bitcoin ?? {
      address: siteConfig.bitcoinAddress,
      source: siteConfig.bitcoinAddressIsDemo ? 'demo' : 'configured',
      amountBtc: null,
      rateUsd: null,
      rateAt: null,
      watched: false,
    }
  );
}

function watchText(payment: PaymentStatusResponse | null, amountBtc: string | null): string {
  if (payment?.state === 'underpaid') {
    return `We have seen ${payment.receivedBtc} BTC of the ${amountBtc ?? ''} BTC due. Please send the rest to the same address; our staff have been told.`;
  }
  return WATCHING_TEXT;
}

/**
 * Spec section 2, bitcoin view, with the relay's terms: the BTC amount first (when quoted), the order's address and
 * the QR of a BIP21 link carrying the amount (copyable and openable, not printed), then the confirm button.
 */
export default function BitcoinPayment({ order, sending, payment, onSent }: Props) {
  const total = formatDollars(order.total);
  const pay = payToOf(order);
  const uri = bitcoinUri({
    address: pay.address,
    amount: pay.amountBtc,
    label: siteConfig.brandName,
    message: orderPaymentMessage(order.orderNumber, total),
  });
  const underpaid = payment?.state === 'underpaid';

  return (
    <Panel aria-labelledby="bitcoin-title">
      <h2 id="bitcoin-title">Pay with Bitcoin</h2>
      {pay.source === 'demo' ? (
        <Demo data-testid="bitcoin-demo-notice">
          {DEMO_ADDRESS_TEXT} This shop has not set up its bitcoin address yet: anything sent to it is lost.
          Please call us instead.
        </Demo>
      ) : null}
      {pay.amountBtc ? (
        <p>
          Send exactly <strong>{pay.amountBtc} BTC</strong> ({total} USD at {pay.rateUsd} USD per BTC) to the
          address below. This amount is held until the timer runs out.
        </p>
      ) : (
        <p>
          Send the Bitcoin equivalent of <strong>{total} USD</strong> at the current exchange rate to the
          address below, then tell us you have sent it.
        </p>
      )}
      <Layout>
        <QrColumn>
          <QrCode
            value={uri}
            alt={`QR code of a Bitcoin payment${pay.amountBtc ? ` of ${pay.amountBtc} BTC` : ''} to ${pay.address} for order ${order.orderNumber}`}
          />
          <CopyButton text={uri} label="Copy payment link" what="Payment link" />
          <a href={uri} data-testid="bitcoin-wallet-link">
            Open in wallet app
          </a>
        </QrColumn>
        <Fields>
          {pay.amountBtc ? (
            <>
              <dt>Amount (BTC)</dt>
              <dd>
                <Amount id="bitcoin-amount-btc" data-testid="bitcoin-amount-btc">
                  {pay.amountBtc} BTC
                </Amount>
                <CopyButton
                  text={pay.amountBtc}
                  label="Copy BTC amount"
                  what="BTC amount"
                  targetId="bitcoin-amount-btc"
                />
              </dd>
              <dt>Amount (USD)</dt>
              <dd>
                <span id="bitcoin-amount">{total}</span>
              </dd>
            </>
          ) : (
            <>
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
            </>
          )}
          <dt>Bitcoin address</dt>
          <dd>
            <Value id="bitcoin-address" data-testid="bitcoin-address">
              {pay.address}
            </Value>
            <CopyButton
              text={pay.address}
              label="Copy address"
              what="Bitcoin address"
              targetId="bitcoin-address"
            />
          </dd>
        </Fields>
      </Layout>
      {pay.watched ? (
        <Watch role="status" $alert={underpaid} data-testid="payment-watch">
          {watchText(payment, pay.amountBtc)}
        </Watch>
      ) : null}
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
