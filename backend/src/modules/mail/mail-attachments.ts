import { Injectable } from '@nestjs/common';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

type Resolver = (key: string) => Promise<MailAttachment | null>;

/**
 * Turns an outbox row's attachment reference (`rechnung:42`) into the file when the mail goes
 * out. The module owning the file registers a resolver for its kind at start, so the outbox
 * holds no bytes and knows no other module.
 */
@Injectable()
export class MailAttachments {
  private readonly resolvers = new Map<string, Resolver>();

  register(kind: string, resolver: Resolver): void {
    this.resolvers.set(kind, resolver);
  }

  /** Throws when the file cannot be had now (the delivery is then retried later). */
  async resolve(reference: string): Promise<MailAttachment> {
    const colon = reference.indexOf(':');
    const resolver = colon > 0 ? this.resolvers.get(reference.slice(0, colon)) : undefined;
    const attachment = resolver ? await resolver(reference.slice(colon + 1)) : null;
    if (!attachment) throw new Error(`Anhang ${reference} ist nicht verfügbar.`);
    return attachment;
  }
}
