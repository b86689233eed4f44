import type { RateRule } from '../../src/common/rate-limit/rate-limiter';
import type { HttpResult } from './test-app';

/**
 * Sends the rule's `limit` requests, which all get `passStatus`, and then one more, which gets
 * 429 with the rule's German message. `send(i)` makes the i-th request, all from the one
 * address or account the rule counts.
 */
export async function expectRateLimited(
  rule: Pick<RateRule, 'limit' | 'message' | 'windowMs'>,
  passStatus: number,
  send: (i: number) => Promise<HttpResult>,
): Promise<void> {
  const statuses: number[] = [];
  for (let i = 0; i < rule.limit; i += 1) statuses.push((await send(i)).status);
  expect(statuses).toEqual(new Array(rule.limit).fill(passStatus));
  const blocked = await send(rule.limit);
  expect([blocked.status, blocked.body]).toEqual([429, { msg: rule.message }]);
  expectRetryAfter(blocked, rule);
}

/** A 429 says in whole seconds when the window ends: at least 1, at most the window. */
export function expectRetryAfter(response: HttpResult, rule: Pick<RateRule, 'windowMs'>): void {
  const header = response.headers.get('retry-after') ?? '';
  expect(header).toMatch(/^[1-9][0-9]*$/);
  expect(Number(header)).toBeLessThanOrEqual(Math.ceil(rule.windowMs / 1000));
}
