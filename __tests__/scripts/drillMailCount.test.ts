/** @jest-environment node */
// The nginx drill's mail count (scripts/lib/proxyDrill.mjs): staff mail is at least once (DESIGN 20), so a message
// the killed instance sent and another instance sent again after the claim lapsed is a resend the design allows;
// every other extra copy is a duplicate the drill fails on.
import { DELIVERY_BATCH } from '@/lib/relay/delivery';
import { CLAIMED_AT_ONCE, countOrderMails } from '../../scripts/lib/proxyDrill.mjs';

const order = (number: string, messageId = `<order-${number}>`) => ({ kind: 'order', number, messageId });

it("bounds the resent mail by the delivery worker's own batch", () => {
  expect(CLAIMED_AT_ONCE).toBe(DELIVERY_BATCH);
});

describe('countOrderMails', () => {
  it('counts one message per order, none resent or duplicated', () => {
    const r = countOrderMails([[order('A1')], [order('B1')], [order('A2')]], new Map());
    expect(r).toEqual({ numbers: new Set(['A1', 'B1', 'A2']), messages: 3, resent: 0, duplicated: 0 });
  });

  it('allows a message the killed life sent once more by another life after a second claim', () => {
    const attempts = new Map([['<order-A1>', 2]]);
    expect(countOrderMails([[order('A1')], [order('A1')], []], attempts)).toMatchObject({
      resent: 1,
      duplicated: 0,
    });
    expect(countOrderMails([[order('A1')], [], [order('A1')]], attempts)).toMatchObject({
      resent: 1,
      duplicated: 0,
    });
  });

  it('counts as duplicated every copy the design does not allow', () => {
    const twice = new Map([['<order-A1>', 2]]);
    const once = new Map([['<order-A1>', 1]]);
    // claimed once yet sent twice
    expect(countOrderMails([[order('A1')], [order('A1')], []], once)).toMatchObject({
      resent: 0,
      duplicated: 1,
    });
    // both copies from lives that were never killed
    expect(countOrderMails([[], [order('A1')], [order('A1')]], twice)).toMatchObject({
      resent: 0,
      duplicated: 1,
    });
    // one life sending the same message twice, killed or not
    expect(countOrderMails([[order('A1'), order('A1')], [], []], twice)).toMatchObject({ duplicated: 1 });
    expect(countOrderMails([[], [order('A1'), order('A1')], []], twice)).toMatchObject({ duplicated: 1 });
    // three copies
    expect(countOrderMails([[order('A1')], [order('A1')], [order('A1')]], twice)).toMatchObject({
      resent: 0,
      duplicated: 2,
    });
    // two order messages queued for one order
    expect(countOrderMails([[order('A1', '<x>')], [order('A1', '<y>')]], new Map())).toMatchObject({
      messages: 2,
      numbers: new Set(['A1']),
      duplicated: 1,
    });
  });

  it('ignores mail other than the order mail', () => {
    const update = { kind: 'update', number: 'A1', messageId: '<u>' };
    expect(countOrderMails([[order('A1'), update, update]], new Map())).toMatchObject({
      messages: 1,
      duplicated: 0,
    });
  });
});
