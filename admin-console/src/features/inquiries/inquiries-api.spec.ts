import type { AdminInquiry } from '@event-kompass/shared-types';
import { fetchAdminInquiries } from '@admin/features/inquiries/inquiries-api';
import { createFakeServer } from '../../../test/fake-api';

const sentAt = (id: number, gesendet_am: string) => ({ id, gesendet_am }) as AdminInquiry;

describe('fetchAdminInquiries', () => {
  it('sorts newest first by gesendet_am, whatever order the server sends', async () => {
    const server = createFakeServer({
      'GET /api/admin/inquiries/all': {
        body: [
          sentAt(1, '2026-05-01T10:00:00.000Z'),
          sentAt(2, '2026-06-01T10:00:00.000Z'),
          sentAt(3, '2026-04-01T10:00:00.000Z'),
        ],
      },
    });
    expect((await fetchAdminInquiries(server.client)).map((i) => i.id)).toEqual([2, 1, 3]);
  });
});
