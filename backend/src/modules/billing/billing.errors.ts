import { DomainError } from '../../common/errors/domain-error';

/** Unknown invoice, or a PDF link whose signature does not fit: the same answer, so nothing is learnt. */
export class InvoiceNotFound extends DomainError {
  constructor() {
    super('not_found', 'Rechnung nicht gefunden.');
  }
}

export class InvoiceAlreadyCancelled extends DomainError {
  constructor(number: string, cancellation: string) {
    super('conflict', `Die Rechnung ${number} ist bereits storniert (Stornorechnung ${cancellation}).`);
  }
}

export class CancellationNotCancellable extends DomainError {
  constructor(number: string) {
    super('conflict', `${number} ist selbst eine Stornorechnung und kann nicht storniert werden.`);
  }
}

export class PaymentOnCancelledInvoice extends DomainError {
  constructor(number: string) {
    super('conflict', `Die Rechnung ${number} ist storniert; dazu kann keine Zahlung erfasst werden.`);
  }
}

/** A bank statement line is booked once: by an import or by hand, not both. */
export class StatementLineAlreadyBooked extends DomainError {
  constructor() {
    super(
      'conflict',
      'Diese Gutschrift aus dem Kontoauszug ist bereits gebucht; eine zweite Zahlung dafür wurde nicht erfasst.',
    );
  }
}
