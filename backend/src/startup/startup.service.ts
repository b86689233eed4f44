import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { IdentityService } from '../modules/identity/identity.service';

/** Work done once the database is migrated: the admin from the environment, then seeding. */
@Injectable()
export class StartupService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Start');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly identity: IdentityService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.adminEmail && this.config.adminPassword) {
      const result = await this.identity.ensureAdmin(this.config.adminEmail, this.config.adminPassword);
      this.logger.log(`Admin ${this.config.adminEmail} ${result === 'created' ? 'angelegt' : 'geprüft'}.`);
    }
  }
}
