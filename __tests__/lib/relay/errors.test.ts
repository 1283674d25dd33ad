/** @jest-environment node */
import { RELAY_ERRORS, type RelayErrorCode } from '@/lib/order/errors';
import { errorAnswer } from '@/lib/relay/http';

describe('relay error codes', () => {
  it.each(Object.keys(RELAY_ERRORS) as RelayErrorCode[])(
    '%s answers its status with the code beside the message',
    (code) => {
      const { status, body } = errorAnswer(code);
      expect(status).toBe(RELAY_ERRORS[code].status);
      expect(body).toEqual({ code, error: RELAY_ERRORS[code].message });
    },
  );

  it('keeps fields, headers and a route message beside the code', () => {
    const answer = errorAnswer('relay_failed', { message: 'x', headers: { A: 'b' }, fields: { f: 'm' } });
    expect(answer).toEqual({
      status: 502,
      body: { code: 'relay_failed', error: 'x', fields: { f: 'm' } },
      headers: { A: 'b' },
    });
  });

  it('are stable snake_case words', () => {
    for (const code of Object.keys(RELAY_ERRORS)) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
