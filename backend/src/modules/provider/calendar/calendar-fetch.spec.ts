import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CalendarFetchError, fetchCalendarText, isPublicAddress } from './calendar-fetch';

describe('isPublicAddress', () => {
  it('refuses loopback, private, link-local and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
      '100.64.0.1',
    ]) {
      expect(isPublicAddress(address)).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2a00:1450:4001:80b::200e')).toBe(true);
  });
});

describe('fetchCalendarText', () => {
  let server: Server;
  let port: number;
  const loopbackOnly = (address: string): boolean => address === '127.0.0.1';

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/weiter-intern') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
      } else if (request.url === '/weiter-localhost') {
        response.writeHead(302, { location: `http://localhost:${port}/kalender.ics` }).end();
      } else {
        response
          .writeHead(200, { 'content-type': 'text/calendar' })
          .end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a loopback address by default', async () => {
    await expect(fetchCalendarText(`http://127.0.0.1:${port}/kalender.ics`)).rejects.toThrow(
      CalendarFetchError,
    );
    await expect(fetchCalendarText(`http://localhost:${port}/kalender.ics`)).rejects.toThrow(/internes Netz/);
  });

  it('reads an allowed address and checks every redirect again', async () => {
    await expect(
      fetchCalendarText(`http://127.0.0.1:${port}/kalender.ics`, { allows: loopbackOnly }),
    ).resolves.toMatch(/BEGIN:VCALENDAR/);
    await expect(
      fetchCalendarText(`http://127.0.0.1:${port}/weiter-intern`, { allows: loopbackOnly }),
    ).rejects.toThrow(/internes Netz/);
  });

  it('checks the resolved address of a name, also after a redirect', async () => {
    await expect(
      fetchCalendarText(`http://127.0.0.1:${port}/weiter-localhost`, {
        allows: (address) => address === '127.0.0.1' || address === '::1',
      }),
    ).resolves.toMatch(/BEGIN:VCALENDAR/);
  });
});
