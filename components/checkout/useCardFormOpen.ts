import { useState } from 'react';
import type { PaymentMethodId } from '@/lib/order/paymentMethods';
import { useAppSelector } from '@/lib/store/hooks';
import { selectCheckoutRehydrated } from '@/lib/store/rehydration';

/**
 * Whether the card form is open: at first when card is the method chosen. The form may be drawn from the cart
 * cookie before the typed details are read (issue 28.2): a card method read then opens it as a later visit would.
 */
export function useCardFormOpen(paymentMethod: PaymentMethodId | null) {
  const [open, setOpen] = useState(paymentMethod === 'card');
  const restored = useAppSelector(selectCheckoutRehydrated);
  const [wasRestored, setWasRestored] = useState(restored);
  if (restored !== wasRestored) {
    setWasRestored(restored);
    if (restored && paymentMethod === 'card') setOpen(true);
  }
  return [open, setOpen] as const;
}
