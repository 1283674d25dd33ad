/**
 * @jest-environment node
 */
// A page's status chosen while it renders (issue 29.1): written into the answer of its own request only, across
// awaits, and refused (false) where no server of ours runs the request, so the page falls back to notFound().
import { answerStatus, withPageStatus, type PageAnswer } from '@/lib/site/pageStatus.mjs';

const tick = () => new Promise((r) => setTimeout(r, 1));

it('writes the status into the answer of the request the page renders for, after awaits too', async () => {
  const first: PageAnswer = { status: undefined };
  const second: PageAnswer = { status: undefined };
  await Promise.all([
    withPageStatus(first, async () => {
      await tick();
      expect(answerStatus(404)).toBe(true);
    }),
    withPageStatus(second, async () => {
      await tick();
      await tick();
    }),
  ]);
  expect(first.status).toBe(404);
  expect(second.status).toBeUndefined();
});

it('is refused outside a request our server runs', () => {
  expect(answerStatus(404)).toBe(false);
});
