'use client';

import styled from 'styled-components';
import { fulfilmentSettings, type FulfilmentKind } from '@/lib/config/fulfilmentSettings';
import type { OpenSlot } from '@/lib/fulfilment/contract';
import { fulfilmentKindLabel, slotsByDay } from '@/lib/fulfilment/display';
import { formatCents, toCents } from '@/lib/order/money';
import { outsideZoneMessage, zoneForZip, zoneMinimumCents } from '@/lib/fulfilment/zones';
import { formatShopSlot } from '@/lib/site/shopTime';
import { KIND_INPUT_ID, SLOT_SELECT_ID, type FulfilmentErrors } from '@/lib/checkout/fulfilmentErrors';
import { theme } from '@/lib/site/theme';
import {
  AlertBox,
  Field,
  FieldError,
  Label,
  Note,
  Panel,
  Required,
  boxInput,
} from '@/components/checkout/checkoutStyles';

const KIND_ERROR_ID = 'checkout-fulfilment-error';
const SLOT_ERROR_ID = 'checkout-slot-error';

const Group = styled.fieldset`
  border: none;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${theme.space(2)};
    padding: 0;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(3)};
  min-height: 44px;
  padding: ${theme.space(2)} 0;
  cursor: pointer;
  ${boxInput}
  small {
    display: block;
    color: ${theme.colors.textMuted};
  }
`;

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: ${theme.space(2)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  font: inherit;
  background: ${theme.colors.surface};
`;

interface Props {
  kind: FulfilmentKind;
  slotStart: string;
  zipCode: string;
  /** the slots offered: those with room of this kind (after a 409, the ones the relay listed) */
  slots: readonly OpenSlot[] | null;
  loadFailed: boolean;
  errors: FulfilmentErrors;
  onKind: (kind: FulfilmentKind) => void;
  onSlot: (start: string) => void;
}

const pickupWhere = () => {
  const a = fulfilmentSettings.pickup.address;
  return a ? `At the counter, ${a.street}, ${a.city}` : 'At the shop’s counter';
};

/** What delivery costs to this ZIP, or that it is not served (with pickup offered). */
function deliveryNote(zipCode: string): { served: boolean; text: string } {
  if (zipCode.trim().length < 5)
    return { served: true, text: 'Enter your ZIP code to see the delivery fee.' };
  const zone = zoneForZip(zipCode);
  if (!zone) return { served: false, text: outsideZoneMessage() };
  const free =
    zone.freeOver === undefined
      ? ''
      : `, free on a subtotal of ${formatCents(toCents(zone.freeOver))} or more`;
  return {
    served: true,
    text: `${zone.name}: ${formatCents(toCents(zone.fee))} delivery fee${free}; minimum order ${formatCents(zoneMinimumCents(zone))}.`,
  };
}

/** "Delivery or pickup" and the time slot (issue 25.3): its own field group of the checkout form. */
export default function FulfilmentFields(props: Props) {
  const { kind, slotStart, zipCode, slots, loadFailed, errors, onKind, onSlot } = props;
  const delivery = deliveryNote(zipCode);
  const days = slotsByDay(slots ?? []);
  return (
    <Panel aria-labelledby="checkout-fulfilment-title">
      <h2 id="checkout-fulfilment-title">Delivery or pickup</h2>
      <Group aria-describedby={errors.kind ? KIND_ERROR_ID : undefined}>
        <legend>
          How you get your order<Required aria-hidden="true">*</Required>
        </legend>
        {(['pickup', 'delivery'] as const).map((k) => (
          <Choice key={k} htmlFor={KIND_INPUT_ID(k)}>
            <input
              id={KIND_INPUT_ID(k)}
              type="radio"
              name="fulfilment"
              value={k}
              checked={kind === k}
              onChange={() => onKind(k)}
            />
            <span>
              {fulfilmentKindLabel(k)}
              <small>
                {k === 'pickup' ? pickupWhere() : 'To the street address above, in our delivery zones'}
              </small>
            </span>
          </Choice>
        ))}
        {errors.kind ? <FieldError id={KIND_ERROR_ID}>{errors.kind}</FieldError> : null}
      </Group>
      {kind === 'delivery' ? (
        delivery.served ? (
          <Note>{delivery.text}</Note>
        ) : (
          <AlertBox role="status">
            {delivery.text}{' '}
            <button type="button" onClick={() => onKind('pickup')}>
              Choose pickup instead
            </button>
          </AlertBox>
        )
      ) : null}
      <Field>
        <Label htmlFor={SLOT_SELECT_ID}>
          {kind === 'pickup' ? 'Pickup time' : 'Delivery time'}
          <Required aria-hidden="true">*</Required>
        </Label>
        <Select
          id={SLOT_SELECT_ID}
          name="slot"
          autoComplete="off"
          value={slotStart}
          onChange={(e) => onSlot(e.target.value)}
          aria-required="true"
          aria-invalid={errors.slot ? true : undefined}
          aria-describedby={errors.slot ? SLOT_ERROR_ID : undefined}
        >
          <option value="">
            {slots === null ? (loadFailed ? 'Times could not be loaded' : 'Loading times…') : 'Choose a time'}
          </option>
          {days.map(({ day, slots: daySlots }) => (
            <optgroup key={day} label={day}>
              {daySlots.map((s) => (
                <option key={s.start} value={s.start}>
                  {formatShopSlot(s.start, s.end, false)} ({s.left} left)
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
        {errors.slot ? <FieldError id={SLOT_ERROR_ID}>{errors.slot}</FieldError> : null}
        {slots !== null && slots.length === 0 ? (
          <Note>No {kind} times are free in the next days.</Note>
        ) : null}
      </Field>
    </Panel>
  );
}
