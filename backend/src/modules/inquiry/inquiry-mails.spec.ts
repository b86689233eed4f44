import { inquiryMailToProvider } from './inquiry-mails';

describe('inquiry mail to the provider', () => {
  const mail = inquiryMailToProvider({
    inquiryId: 42,
    providerEmail: 'dj@beispiel.de',
    providerName: 'DJ <Bass> & Co',
    userName: 'Jürgen Weiß',
    userEmail: 'juergen@beispiel.de',
    eventDate: '2026-07-04',
    message: 'Hallo,\n<script>alert(1)</script>',
    publicUrl: 'https://event-kompass.de',
  });

  it('goes to the provider with the user as reply-to, once per inquiry', () => {
    expect(mail).toMatchObject({
      causeKey: 'inquiry:42:provider',
      to: 'dj@beispiel.de',
      replyTo: 'juergen@beispiel.de',
      subject: 'Neue Anfrage über Event-Kompass für den 04.07.2026',
    });
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
    expect(mail.html).toContain('Hallo,<br>');
  });
});
