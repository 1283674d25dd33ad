// The msw server of the relay tests. Unhandled requests are errors: no test may reach the real network.
import { setupServer } from 'msw/node';
import { availabilityHandlers } from './availability';
import { slotsHandlers } from './slots';
import { web3formsHandlers } from './web3forms';

// every shopper page asks for availability (issue 25.1): by default, everything is available
// and the checkout for its time slots (issue 25.3): by default, two with room of each kind
export const server = setupServer(...web3formsHandlers, ...availabilityHandlers, ...slotsHandlers);

/** beforeAll/afterEach/afterAll wiring, for test files that use the server. */
export function withMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
