import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addDays,
  berlinToday,
  type CalendarFeed,
  type ProviderAvailability,
} from '@event-kompass/shared-types';
import { sync as ical, type VEvent } from 'node-ical';
import { ScheduledJobsService } from '../src/modules/jobs';
import { registerUser, type TestUser } from './support/fixtures';
import { addInquiry, addProvider, setOwner } from './support/provider-fixtures';
import { checkEveryAnswer } from './support/contract';
import { ENGINE, startTestApp, type TestApp } from './support/test-app';

const compact = (isoDate: string): string => isoDate.replaceAll('-', '');

/** Issue 25: the listing's iCal feed behind a secret address, and the import of an external calendar. */
describe(`calendar sync (${ENGINE})`, () => {
  let t: TestApp;
  let server: Server;
  let calendarUrl: string;
  let served = '';
  const today = berlinToday();

  beforeAll(async () => {
    // The test's calendar server listens on loopback, which the import may only read with this setting.
    t = await startTestApp({ CALENDAR_IMPORT_ALLOW_PRIVATE: 'true' });
    await checkEveryAnswer(t);
    server = createServer((request, response) => {
      if (request.url === '/kaputt.ics') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>kein Kalender</html>');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/calendar' }).end(served);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/privat.ics`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  async function ownedListing(): Promise<{ owner: TestUser; id: number }> {
    const owner = await registerUser(t);
    const provider = await addProvider(t, { firmenname: 'Kalender Band' });
    await setOwner(t, provider.id, owner.id);
    return { owner, id: provider.id };
  }

  async function feedOf(owner: TestUser, id: number): Promise<CalendarFeed> {
    const response = await t.http<CalendarFeed>('GET', `/api/profile/provider/${id}/kalender`, {
      token: owner.token,
    });
    expect(response.status).toBe(200);
    return response.body;
  }

  const feedPath = (feed: CalendarFeed): string => new URL(feed.feed_url).pathname;

  it('serves booked and taken days as all-day events that node-ical reads back', async () => {
    const { owner, id } = await ownedListing();
    const customer = await registerUser(t);
    const booked = addDays(today, 20);
    const { inquiryId } = await addInquiry(t, customer.id, id, { eventDate: booked });
    await t.http('PUT', `/api/profile/provider/${id}/inquiries/${inquiryId}`, {
      token: owner.token,
      body: { status: 'gebucht' },
    });
    const taken = addDays(today, 5);
    await t.http('PUT', `/api/profile/provider/${id}/availability`, {
      token: owner.token,
      body: { belegt: [taken] },
    });

    const feed = await feedOf(owner, id);
    expect(feed.feed_url).toMatch(/^http.*\/api\/kalender\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await feedOf(owner, id)).feed_url).toBe(feed.feed_url);
    const response = await t.http('GET', feedPath(feed));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const events = Object.values(ical.parseICS(response.text)).filter(
      (component): component is VEvent => component?.type === 'VEVENT',
    );
    expect(
      events
        .map((event) => [event.datetype, event.summary, compact(event.start.toISOString().slice(0, 10))])
        .sort(),
    ).toEqual(
      [
        ['date', 'Belegt', compact(taken)],
        ['date', 'Gebucht (Event-Kompass)', compact(booked)],
      ].sort(),
    );
    expect(response.text).toContain(`DTSTART;VALUE=DATE:${compact(booked)}`);
  });

  it('answers 404 for a wrong or renewed address, and to strangers', async () => {
    const { owner, id } = await ownedListing();
    const old = await feedOf(owner, id);
    const renewed = await t.http<CalendarFeed>('POST', `/api/profile/provider/${id}/kalender/neu`, {
      token: owner.token,
    });
    expect(renewed.status).toBe(201);
    expect(renewed.body.feed_url).not.toBe(old.feed_url);
    expect((await t.http('GET', feedPath(old))).status).toBe(404);
    expect((await t.http('GET', feedPath(renewed.body))).status).toBe(200);
    expect((await t.http('GET', '/api/kalender/falsch.ics')).status).toBe(404);
    expect((await t.http('GET', `/api/kalender/${'a'.repeat(43)}.ics`)).status).toBe(404);

    const stranger = await registerUser(t);
    for (const [method, path] of [
      ['GET', `/api/profile/provider/${id}/kalender`],
      ['POST', `/api/profile/provider/${id}/kalender/neu`],
      ['PUT', `/api/profile/provider/${id}/kalender-import`],
    ]) {
      const response = await t.http(method, path, {
        token: stranger.token,
        body: method === 'PUT' ? { url: calendarUrl } : undefined,
      });
      expect(response.status).toBe(404);
    }
    expect((await t.http('GET', feedPath(renewed.body))).status).toBe(200);
  });

  it('imports busy days from an external calendar as taken days, and keeps them when it fails', async () => {
    const { owner, id } = await ownedListing();
    const first = addDays(today, 3);
    const second = addDays(today, 4);
    served = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:privat-1',
      `DTSTART;VALUE=DATE:${compact(first)}`,
      `DTEND;VALUE=DATE:${compact(addDays(second, 1))}`,
      'SUMMARY:Urlaub',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:privat-2',
      `DTSTART;VALUE=DATE:${compact(addDays(today, 9))}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const put = await t.http<CalendarFeed>('PUT', `/api/profile/provider/${id}/kalender-import`, {
      token: owner.token,
      body: { url: calendarUrl },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ import_url: calendarUrl, import_stand: null, import_fehler: null });

    const run = await t.app.get(ScheduledJobsService).runCalendarImport();
    expect(run).toMatchObject({ ran: true });
    expect(run.effects).toBeGreaterThanOrEqual(1);
    const availability = await t.http<ProviderAvailability>('GET', `/api/providers/${id}/availability`);
    expect(availability.body.belegt).toEqual([first, second]);
    // The owner's own editor shows only the days marked by hand.
    const own = await t.http<ProviderAvailability>('GET', `/api/profile/provider/${id}/availability`, {
      token: owner.token,
    });
    expect(own.body.belegt).toEqual([]);
    // Taken days leave the date filter's results.
    const listed = await t.http<{ id: number }[]>('GET', `/api/search?q=kalender&datum=${first}`);
    expect(listed.body.map((row) => row.id)).not.toContain(id);
    expect((await feedOf(owner, id)).import_stand).not.toBeNull();

    // A broken calendar: the error is recorded, the days stay.
    await t.http('PUT', `/api/profile/provider/${id}/kalender-import`, {
      token: owner.token,
      body: { url: calendarUrl.replace('privat.ics', 'kaputt.ics') },
    });
    await t.app.get(ScheduledJobsService).runCalendarImport({ now: new Date(Date.now() + 3_600_000) });
    expect((await feedOf(owner, id)).import_fehler).toMatch(/keinen iCal-Kalender/);
    expect(
      (await t.http<ProviderAvailability>('GET', `/api/providers/${id}/availability`)).body.belegt,
    ).toEqual([first, second]);

    // Stopping the import frees the days.
    const stop = await t.http<CalendarFeed>('PUT', `/api/profile/provider/${id}/kalender-import`, {
      token: owner.token,
      body: { url: null },
    });
    expect(stop.body.import_url).toBeNull();
    expect(
      (await t.http<ProviderAvailability>('GET', `/api/providers/${id}/availability`)).body.belegt,
    ).toEqual([]);
  });

  it('forgets the import address and its days when the owner deletes the account', async () => {
    const { owner, id } = await ownedListing();
    served = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:x',
      `DTSTART;VALUE=DATE:${compact(addDays(today, 6))}`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await t.http('PUT', `/api/profile/provider/${id}/kalender-import`, {
      token: owner.token,
      body: { url: calendarUrl },
    });
    await t.app.get(ScheduledJobsService).runCalendarImport({ now: new Date(Date.now() + 7_200_000) });
    expect(
      (await t.http<ProviderAvailability>('GET', `/api/providers/${id}/availability`)).body.belegt,
    ).toEqual([addDays(today, 6)]);
    const deleted = await t.http('DELETE', '/api/profile/me', {
      token: owner.token,
      body: { passwort: owner.password },
    });
    expect(deleted.status).toBe(200);
    const rows = await t.dataSource.query('SELECT import_url FROM provider_calendars WHERE anbieter_id = ?', [
      id,
    ]);
    expect(rows).toEqual([{ import_url: null }]);
    const days = await t.dataSource.query(
      'SELECT COUNT(*) AS n FROM provider_imported_days WHERE anbieter_id = ?',
      [id],
    );
    expect(Number(days[0].n)).toBe(0);
  });

  it('refuses bad addresses with a German message and stores nothing', async () => {
    const { owner, id } = await ownedListing();
    for (const url of [
      'ftp://beispiel.de/kalender.ics',
      'kein link',
      'https://nutzer:pw@beispiel.de/k.ics',
    ]) {
      const response = await t.http<{ msg: string }>('PUT', `/api/profile/provider/${id}/kalender-import`, {
        token: owner.token,
        body: { url },
      });
      expect(response.status).toBe(400);
      expect(response.body.msg).toMatch(/Kalender-Adresse/);
    }
    expect((await feedOf(owner, id)).import_url).toBeNull();
  });
});

describe(`calendar import without the test setting (${ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses loopback, private and link-local addresses (SSRF)', async () => {
    const owner = await registerUser(t);
    const provider = await addProvider(t);
    await setOwner(t, provider.id, owner.id);
    for (const url of [
      'http://127.0.0.1:8080/k.ics',
      'http://localhost/k.ics',
      'http://10.0.0.5/k.ics',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/k.ics',
      'http://192.168.178.1/k.ics',
      'http://127.1/k.ics',
      'http://0x7f000001/k.ics',
    ]) {
      const response = await t.http<{ msg: string }>(
        'PUT',
        `/api/profile/provider/${provider.id}/kalender-import`,
        {
          token: owner.token,
          body: { url },
        },
      );
      expect(response.status).toBe(400);
      expect(response.body.msg).toMatch(/internes Netz/);
    }
  });

  it('does not read a name that resolves to an internal address when the job runs', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response
        .writeHead(200, { 'content-type': 'text/calendar' })
        .end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const owner = await registerUser(t);
      const provider = await addProvider(t);
      await setOwner(t, provider.id, owner.id);
      // Stored past the form check (as an address whose DNS changed later would be): the job checks
      // the address it resolves to, and a server listening there is never asked.
      const port = (server.address() as AddressInfo).port;
      await t.dataSource.query('INSERT INTO provider_calendars (anbieter_id, import_url) VALUES (?, ?)', [
        provider.id,
        `http://localhost:${port}/k.ics`,
      ]);
      const run = await t.app.get(ScheduledJobsService).runCalendarImport();
      expect(run).toEqual({ job: 'calendar-import', ran: true, effects: 0 });
      expect(requests).toBe(0);
      const feed = await t.http<CalendarFeed>('GET', `/api/profile/provider/${provider.id}/kalender`, {
        token: owner.token,
      });
      expect(feed.body.import_fehler).toMatch(/internes Netz/);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
