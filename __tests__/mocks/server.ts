// The msw server of the relay tests. Unhandled requests are errors: no test may reach the real network.
import { setupServer } from 'msw/node';
import { web3formsHandlers } from './web3forms';

export const server = setupServer(...web3formsHandlers);

/** beforeAll/afterEach/afterAll wiring, for test files that use the server. */
export function withMswServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
