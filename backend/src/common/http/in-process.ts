import { randomUUID } from 'node:crypto';

/**
 * The mark of a request this process sends itself (a server render's API reads through Fastify's
 * inject): a secret of this process in a header, which no client can know. Such a read is part of
 * the page its visitor asked for and paid for (see WorkBudget), so it is not charged again — it
 * would otherwise be charged to the loopback address, one budget for all visitors.
 */
const IN_PROCESS_HEADER = 'x-ek-in-process';
const IN_PROCESS_SECRET = randomUUID();

export const IN_PROCESS_HEADERS: Readonly<Record<string, string>> = {
  [IN_PROCESS_HEADER]: IN_PROCESS_SECRET,
};

export function isInProcess(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  return headers[IN_PROCESS_HEADER] === IN_PROCESS_SECRET;
}
