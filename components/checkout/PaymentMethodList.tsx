'use client';

import styled from 'styled-components';
import { PAYMENT_METHODS, type PaymentMethodId } from '@/lib/order/paymentMethods';
import { theme } from '@/lib/site/theme';
import { AlertBox } from '@/components/checkout/checkoutStyles';
import { cardIntent } from '@/components/checkout/LazyCardForm';

const Group = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
  }
  legend h2 {
    margin: 0 0 ${theme.space(4)};
    font-size: 20px;
    color: ${theme.colors.brandDark};
  }
`;

const Options = styled.div`
  display: grid;
  gap: ${theme.space(2)};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-height: 44px;
  padding: ${theme.space(3)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  cursor: pointer;
  &:has(input:checked) {
    border: 2px solid ${theme.colors.brand};
    background: ${theme.colors.brandLight};
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${theme.colors.brand};
    flex: none;
    scroll-margin-top: 96px;
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
`;

const Name = styled.span`
  font-weight: 700;
`;

const Description = styled.span`
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;

// the card option fetches the card form's code when reached for (components/checkout/LazyCardForm.tsx)
export const METHOD_ALERT_ID = 'checkout-method-alert';
export const methodInputId = (id: PaymentMethodId) => `payment-method-${id}`;

interface Props {
  value: PaymentMethodId | null;
  error?: string;
  onChange: (id: PaymentMethodId) => void;
}

/** The seven payment methods of docs/design.md, original 3 as one native radio group. */
export default function PaymentMethodList({ value, error, onChange }: Props) {
  return (
    <Group aria-describedby={error ? METHOD_ALERT_ID : undefined}>
      <legend>
        <h2>Payment Method</h2>
      </legend>
      {error ? (
        <AlertBox role="alert" id={METHOD_ALERT_ID}>
          {error}
        </AlertBox>
      ) : null}
      <Options>
        {PAYMENT_METHODS.map((m) => {
          const id = methodInputId(m.id);
          return (
            <Option key={m.id} htmlFor={id} {...(m.id === 'card' ? cardIntent : {})}>
              <input
                id={id}
                type="radio"
                name="paymentMethod"
                value={m.id}
                checked={value === m.id}
                onChange={() => onChange(m.id)}
                aria-labelledby={`${id}-label`}
                aria-describedby={m.description ? `${id}-description` : undefined}
              />
              <Text>
                <Name id={`${id}-label`}>{m.label}</Name>
                {m.description ? <Description id={`${id}-description`}>{m.description}</Description> : null}
              </Text>
            </Option>
          );
        })}
      </Options>
    </Group>
  );
}
