import { createAsyncThunk } from '@reduxjs/toolkit';
import type { OrderRequest, OrderResponse, RelayError } from '@/lib/order/contract';
import { placeOrder as postOrder } from '@/lib/api/relayClient';

/** What the relay answered when it did not place the order; status 0 means no answer came. */
export interface PlaceOrderRefusal {
  status: number;
  error: RelayError;
}

/** The order as placed, and when it arrived on this browser's clock (the payment window starts then). */
export type PlacedResponse = OrderResponse & { receivedAt: number };

// Only the part of the root state the condition reads: importing RootState here would close a loop through
// the store, which imports the slices that handle this thunk.
interface WithCheckout {
  checkout: { placing?: boolean };
}

/**
 * Sends one order to the relay. Its fulfilled action is the one event "the order was placed": the cart empties,
 * the transaction starts its window and the order history records it, each in its own slice. A second request
 * while one is in flight is refused before it is sent (`condition`).
 */
export const placeOrder = createAsyncThunk<
  PlacedResponse,
  OrderRequest,
  { state: WithCheckout; rejectValue: PlaceOrderRefusal }
>(
  'checkout/placeOrder',
  async (request, { rejectWithValue }) => {
    const result = await postOrder(request);
    if (!result.ok) return rejectWithValue({ status: result.status, error: result.error });
    return { ...result.data, receivedAt: Date.now() };
  },
  { condition: (_request, { getState }) => getState().checkout.placing !== true },
);
