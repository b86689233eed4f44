import {
  type ApplicationData,
  applicationForOperatorMail,
  applicationReceivedMail,
  newInquiryMail,
} from './mail-templates';

const context = { publicUrl: 'https://event-kompass.de', operatorEmail: 'betrieb@event-kompass.de' };

describe('provider application mails', () => {
  const data: ApplicationData = {
    providerId: 7,
    firmenname: 'DJ <Bass> & Söhne',
    email: 'dj@beispiel.de',
    handynummer: null,
    websiteUrl: 'https://dj.example',
    instagramUrl: null,
    beschreibung: 'Zeile 1\nZeile 2',
    kategorien: ['DJ', 'Technik & Licht'],
    neueKategorieVorschlag: 'Feuershow',
  };

  it('confirms to the applicant with one cause key per application', () => {
    const mail = applicationReceivedMail(context, data);
    expect(mail.causeKey).toBe('provider-application:7:applicant');
    expect(mail.to).toBe('dj@beispiel.de');
    expect(mail.text).toContain('40,00 €');
  });

  it('tells the operator, with categories, the suggestion and a reply-to of the applicant', () => {
    const mail = applicationForOperatorMail(context, data);
    expect(mail.causeKey).toBe('provider-application:7:operator');
    expect(mail.to).toBe('betrieb@event-kompass.de');
    expect(mail.replyTo).toBe('dj@beispiel.de');
    expect(mail.text).toContain('Technik & Licht');
    expect(mail.text).toContain('Feuershow');
  });

  it('escapes what the applicant typed in the HTML part', () => {
    const html = applicationForOperatorMail(context, data).html;
    expect(html).toContain('DJ &lt;Bass&gt; &amp; Söhne');
    expect(html).not.toContain('<Bass>');
  });
});

describe('inquiry mail to the provider', () => {
  const mail = newInquiryMail(context, {
    inquiryId: 42,
    providerEmail: 'dj@beispiel.de',
    providerName: 'DJ <Bass> & Co',
    userName: 'Jürgen Weiß',
    userEmail: 'juergen@beispiel.de',
    eventDate: '2026-07-04',
    message: 'Hallo,\n<script>alert(1)</script>',
  });

  it('goes to the provider with the user as reply-to, once per inquiry', () => {
    expect(mail).toMatchObject({
      causeKey: 'inquiry:42:provider',
      to: 'dj@beispiel.de',
      replyTo: 'juergen@beispiel.de',
    });
    expect(mail.subject).toContain('04.07.2026');
  });

  it('names the user, their e-mail, the date in German format and the message', () => {
    for (const part of ['Jürgen Weiß', 'juergen@beispiel.de', '04.07.2026', '<script>alert(1)</script>']) {
      expect(mail.text).toContain(part);
    }
  });

  it('escapes everything the user or provider typed in the HTML part', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('DJ &lt;Bass&gt; &amp; Co');
  });
});
