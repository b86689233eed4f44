import {
  type ApplicationData,
  applicationForOperatorMail,
  applicationReceivedMail,
  moderationDecisionMail,
  newInquiryMail,
  reportOutcomeMail,
} from '.';

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

describe('moderation mails (DSA)', () => {
  it('gives the affected provider a statement of reasons with every part Art. 17 asks for', () => {
    const mail = moderationDecisionMail(context, {
      reportId: 4,
      to: 'dj@beispiel.de',
      greeting: 'DJ <Bass>',
      art: 'anbieter',
      firmenname: 'DJ <Bass>',
      review: null,
      decidedOn: '2026-05-02',
      begruendung: 'Die Fotos gehören einem anderen Anbieter.',
      rechtsgrundlage: '§ 4 Abs. 3 AGB',
      onNotice: true,
    });
    expect([mail.causeKey, mail.to, mail.replyTo]).toEqual([
      'report:4:betroffen',
      'dj@beispiel.de',
      context.operatorEmail,
    ]);
    const text = mail.text.replace(/\s+/g, ' ');
    for (const part of [
      'Wir haben Ihren Eintrag „DJ <Bass>“ deaktiviert',
      'Anlass: Meldung eines Dritten',
      'Datum der Entscheidung: 02.05.2026',
      'Die Fotos gehören einem anderen Anbieter.',
      '§ 4 Abs. 3 AGB',
      'ein Mensch aus unserem Team',
      'Automatisierte Mittel haben wir weder zur Erkennung noch zur Entscheidung eingesetzt.',
      'Interne Beschwerde',
      'Art. 21 DSA',
      'staatlichen Gerichten',
    ]) {
      expect(text).toContain(part);
    }
    expect(mail.html).not.toContain('<Bass>');
  });

  it('says when an admin removed content on their own, without a report', () => {
    const mail = moderationDecisionMail(context, {
      reportId: 6,
      to: 'dj@beispiel.de',
      greeting: 'DJ Bass',
      art: 'anbieter',
      firmenname: 'DJ Bass',
      review: null,
      decidedOn: '2026-05-02',
      begruendung: 'Der Eintrag bewirbt ein anderes Gewerbe.',
      rechtsgrundlage: '§ 4 AGB',
      onNotice: false,
      listingDeleted: true,
    });
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('von uns aus, ohne Meldung eines Dritten');
    expect(text).toContain('Anlass: Eigene Prüfung (ohne Meldung)');
    expect(text).toContain('Wir haben Ihren Eintrag „DJ Bass“ gelöscht');
    expect(text).not.toContain('gemeldet');
  });

  it('tells the reporter why a report was rejected, and only that it was removed otherwise', () => {
    const base = {
      reportId: 5,
      to: 'melder@beispiel.de',
      reportedOn: '2026-05-01',
      subjectText: 'eine Bewertung zu „DJ Bass“',
      begruendung: 'Zulässige Meinungsäußerung.',
    };
    const rejected = reportOutcomeMail(context, { ...base, removed: false });
    expect(rejected.causeKey).toBe('report:5:melder');
    expect(rejected.text).toContain('Zulässige Meinungsäußerung.');
    const removed = reportOutcomeMail(context, { ...base, removed: true });
    expect(removed.text).toContain('Wir haben den Inhalt geprüft und entfernt.');
    expect(removed.text).not.toContain('Zulässige Meinungsäußerung.');
  });
});
