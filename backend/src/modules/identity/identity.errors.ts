import { DomainError } from '../../common/errors/domain-error';

export class NotLoggedIn extends DomainError {
  constructor() {
    super('unauthenticated', 'Bitte melden Sie sich an.');
  }
}

export class SessionInvalid extends DomainError {
  constructor() {
    super('unauthenticated', 'Ihre Sitzung ist ungültig oder abgelaufen. Bitte melden Sie sich erneut an.');
  }
}

export class AdminRequired extends DomainError {
  constructor() {
    super('forbidden', 'Für diese Aktion sind Administratorrechte erforderlich.');
  }
}

/** The same answer for an unknown e-mail and a wrong password, so neither can be probed. */
export class InvalidCredentials extends DomainError {
  constructor() {
    super('bad_input', 'E-Mail-Adresse oder Passwort ist falsch.');
  }
}

export class EmailTaken extends DomainError {
  constructor() {
    super('conflict', 'Diese E-Mail-Adresse ist bereits registriert.');
  }
}

export class UserNotFound extends DomainError {
  constructor() {
    super('not_found', 'Benutzer nicht gefunden.');
  }
}

export class CurrentPasswordRequired extends DomainError {
  constructor() {
    super(
      'bad_input',
      'Bitte geben Sie zum Ändern von E-Mail-Adresse oder Passwort Ihr aktuelles Passwort ein.',
    );
  }
}

export class CurrentPasswordWrong extends DomainError {
  constructor() {
    super('bad_input', 'Das aktuelle Passwort ist falsch.');
  }
}

/** An unknown, used or expired link: one answer for all three, so none can be told apart. */
export class AccountLinkInvalid extends DomainError {
  constructor() {
    super(
      'bad_input',
      'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie über „Passwort vergessen?“ einen neuen an.',
    );
  }
}

export class AccountNamesRequired extends DomainError {
  constructor() {
    super('bad_input', 'Bitte geben Sie zum Einrichten Ihres Kontos Vorname und Nachname an.');
  }
}

export class EmailAlreadyConfirmed extends DomainError {
  constructor() {
    super('bad_input', 'Ihre E-Mail-Adresse ist bereits bestätigt.');
  }
}

/** With `require_email_verification` on: inquiries and reviews wait for the confirmed address. */
export class EmailNotConfirmed extends DomainError {
  constructor() {
    super(
      'forbidden',
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse über den Link aus unserer E-Mail. Unter „Mein Profil“ können Sie ihn erneut anfordern.',
    );
  }
}

/** Someone must stay able to run the site: the only admin cannot delete their account. */
export class LastAdminCannotLeave extends DomainError {
  constructor() {
    super(
      'conflict',
      'Sie sind der einzige Administrator. Bitte ernennen Sie zuerst einen weiteren Administrator, bevor Sie Ihr Konto löschen.',
    );
  }
}

/** An unsubscribe link that was altered or belongs to no account (any more). */
export class UnsubscribeLinkInvalid extends DomainError {
  constructor() {
    super(
      'bad_input',
      'Dieser Abmeldelink ist ungültig. Sie können Bewertungserinnerungen in „Mein Profil“ abbestellen.',
    );
  }
}
