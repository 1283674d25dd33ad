// msw handlers for GET /api/availability as the shopper's pages see it (issue 25.1). The default (in server.ts)
// answers that every size is available, so tests that never think about stock keep passing; tests answer their own
// with server.use(availabilityAnswer(...)).
import { HttpResponse, http } from 'msw';
import type { AvailabilityAnswer } from '@/lib/order/availability';

const AVAILABILITY = '*/api/availability';

type Items = AvailabilityAnswer['items'];

/** Answers every GET with these items (a function is asked each time); `calls.count` counts the requests. */
export function availabilityAnswer(items: Items | (() => Items), calls: { count: number } = { count: 0 }) {
  return http.get(AVAILABILITY, () => {
    calls.count += 1;
    const answer = typeof items === 'function' ? items() : items;
    return HttpResponse.json<AvailabilityAnswer>({ at: new Date().toISOString(), items: answer });
  });
}

export const availabilityHandlers = [availabilityAnswer({})];
