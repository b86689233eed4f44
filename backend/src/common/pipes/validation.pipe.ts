import {
  type ArgumentMetadata,
  BadRequestException,
  Injectable,
  type PipeTransform,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';
import { InvalidInput } from '../errors/domain-error';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    if (error.constraints) {
      if (error.constraints.whitelistValidation) return `Das Feld „${error.property}“ ist nicht erlaubt.`;
      // A missing value is reported as missing, not as being of the wrong type.
      const required = error.constraints.isNotEmpty ?? error.constraints.isDefined;
      if (required && (error.value === undefined || error.value === null || error.value === ''))
        return required;
      const messages = Object.values(error.constraints);
      // Our field decorators always carry German sentences (capital first, full stop last);
      // class-validator's own defaults are English and start with the property's name.
      const german = messages.find(
        (message) => /[„“]|Bitte|Das Feld|Das Passwort/.test(message) || /^[A-ZÄÖÜ].*\.$/s.test(message),
      );
      return german ?? `Das Feld „${error.property}“ ist ungültig.`;
    }
    if (error.children?.length) return firstMessage(error.children);
  }
  return 'Die Anfrage ist ungültig.';
}

const OPTIONAL_BODY = Symbol('optionalBody');

/**
 * Marks a body DTO whose fields are all optional as a body that may be left out (e.g. the
 * reasons of an admin's DELETE, whose spec route has no body): no body then counts as `{}`.
 */
export function OptionalBody(): ClassDecorator {
  return (target) => {
    Reflect.defineMetadata(OPTIONAL_BODY, true, target);
  };
}

/**
 * The one validation pipe: refuses unknown fields, converts nothing implicitly ("5" is not
 * a number) and answers the first problem as a German sentence naming the field.
 */
@Injectable()
export class GermanValidationPipe implements PipeTransform {
  private readonly inner = new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => new BadRequestException({ msg: firstMessage(errors) }),
  });

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'body' && metadata.metatype && metadata.metatype !== Object) {
      if (value === undefined && Reflect.getMetadata(OPTIONAL_BODY, metadata.metatype) === true) value = {};
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new BadRequestException({ msg: 'Die Anfrage muss ein JSON-Objekt enthalten.' });
      }
    }
    return this.inner.transform(value, metadata);
  }
}

const BODY_PIPE = new GermanValidationPipe();

/**
 * The same checks and German message for fields that do not arrive as a JSON body (the text
 * fields of a multipart upload, read by the service): one DTO for both ways in.
 */
export async function validatedFields<T extends object>(
  metatype: new () => T,
  fields: Record<string, unknown>,
): Promise<T> {
  try {
    return (await BODY_PIPE.transform(fields, { type: 'body', metatype })) as T;
  } catch (error) {
    if (error instanceof BadRequestException) {
      throw new InvalidInput((error.getResponse() as { msg: string }).msg);
    }
    throw error;
  }
}
