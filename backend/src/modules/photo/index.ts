/** The photo module's public surface. */
export { PhotoModule } from './photo.module';
export { PhotoService, PHOTO_URL_PREFIX, PHOTO_FIELD, type PhotoUploadRequest } from './photo.service';
export { PhotoOrderDto, PhotoUpdateDto } from './dto/photo.dto';
export { PhotoStorage } from './storage/photo-storage';
export { PHOTO_FILE_NAME, type ProcessedPhoto } from './image-processing';
export { installPhotoFiles } from './serve-photos';
export { ProviderPhotoEntity } from './entities/provider-photo.entity';
