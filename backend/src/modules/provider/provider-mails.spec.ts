import {
  applicationMailToApplicant,
  applicationMailToOperator,
  type ApplicationMailData,
} from './provider-mails';

const data: ApplicationMailData = {
  providerId: 7,
  firmenname: 'DJ <Bass> & Söhne',
  email: 'dj@beispiel.de',
  handynummer: null,
  websiteUrl: 'https://dj.example',
  instagramUrl: null,
  beschreibung: 'Zeile 1\nZeile 2',
  categoryNames: ['DJ', 'Technik & Licht'],
  newCategorySuggestion: 'Feuershow',
  operatorEmail: 'betrieb@event-kompass.de',
  publicUrl: 'https://event-kompass.de',
};

describe('provider application mails', () => {
  it('confirms to the applicant with one cause key per application', () => {
    const mail = applicationMailToApplicant(data);
    expect(mail.causeKey).toBe('provider-application:7:applicant');
    expect(mail.to).toBe('dj@beispiel.de');
    expect(mail.text).toContain('Technik & Licht');
    expect(mail.text).toContain('40,00 €');
  });

  it('tells the operator, with the suggestion and a reply-to of the applicant', () => {
    const mail = applicationMailToOperator(data);
    expect(mail.causeKey).toBe('provider-application:7:operator');
    expect(mail.to).toBe('betrieb@event-kompass.de');
    expect(mail.replyTo).toBe('dj@beispiel.de');
    expect(mail.text).toContain('Vorschlag neue Kategorie: Feuershow');
  });

  it('escapes what the applicant typed in the HTML part', () => {
    const html = applicationMailToOperator(data).html;
    expect(html).toContain('DJ &lt;Bass&gt; &amp; Söhne');
    expect(html).not.toContain('<Bass>');
    expect(html).toContain('Zeile 1<br>Zeile 2');
  });
});
