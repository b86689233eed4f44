import { Module } from '@nestjs/common';
import { JobRegistry } from '../../common/jobs/job-registry';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ProviderModule } from '../provider';
import { PhotoRepository } from './photo.repository';
import { PhotoService } from './photo.service';
import { createPhotoStorage, PhotoStorage } from './storage/photo-storage';

/**
 * Owns `provider_photos` and the photo files (local folder or S3 bucket). The owner's photo routes
 * are the workspace module's; this one serves only the files.
 */
@Module({
  imports: [ProviderModule],
  providers: [
    PhotoService,
    PhotoRepository,
    {
      provide: PhotoStorage,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const storage = createPhotoStorage(config.photoStorage);
        await storage.prepare();
        return storage;
      },
    },
  ],
  exports: [PhotoService, PhotoStorage],
})
export class PhotoModule {
  constructor(jobs: JobRegistry, photos: PhotoService) {
    // What uploads cut off by a crash left behind (also swept at start).
    jobs.register('photo-files', ({ now }) => photos.sweepFiles(now));
  }
}
