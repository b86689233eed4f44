import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ACCESS_KEY,
  type AccessLevel,
  type AuthUser,
  OPTIONAL_USER_KEY,
} from '../../common/decorators/access.decorators';
import { IdentityService } from './identity.service';

/** The global guard: every route must say who may call it, and it is checked here. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly identity: IdentityService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (level === undefined) {
      // Fail closed: a route without a declaration is a programming error (and a test catches it).
      throw new Error(
        `Route ohne Zugriffsdeklaration: ${context.getClass().name}.${context.getHandler().name}`,
      );
    }
    const request = context
      .switchToHttp()
      .getRequest<{ headers: Record<string, string | string[] | undefined>; authUser?: AuthUser }>();
    const header = request.headers['x-auth-token'];
    const token = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
    if (level === 'public') {
      if (token && this.reflector.get<boolean>(OPTIONAL_USER_KEY, context.getHandler())) {
        request.authUser = await this.identity.authenticate(token, 'user').catch(() => undefined);
      }
      return true;
    }
    request.authUser = await this.identity.authenticate(token, level);
    return true;
  }
}
