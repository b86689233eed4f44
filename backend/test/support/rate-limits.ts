import type { RateRule } from '../../src/common/rate-limit/rate-limiter';
import type { HttpResult } from './test-app';

/**
 * Sends the rule's `limit` requests, which all get `passStatus`, and then one more, which gets
 * 429 with the rule's German message. `send(i)` makes the i-th request, all from the one
 * address or account the rule counts.
 */
export async function expectRateLimited(
  rule: Pick<RateRule, 'limit' | 'message'>,
  passStatus: number,
  send: (i: number) => Promise<HttpResult>,
): Promise<void> {
  const statuses: number[] = [];
  for (let i = 0; i < rule.limit; i += 1) statuses.push((await send(i)).status);
  expect(statuses).toEqual(new Array(rule.limit).fill(passStatus));
  const blocked = await send(rule.limit);
  expect([blocked.status, blocked.body]).toEqual([429, { msg: rule.message }]);
}
