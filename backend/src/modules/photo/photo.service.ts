import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_LISTING, type ProviderPhoto } from '@event-kompass/shared-types';
import type { MultipartFile } from '@fastify/multipart';
import type { EntityManager } from 'typeorm';
import { validatedFields } from '../../common/pipes/validation.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transaction-runner';
import { WORK_COSTS, WorkBudget } from '../../common/rate-limit/work-budget';
import { ListingRemovalListeners, type ListingUser, OwnListingService } from '../provider';
import { PhotoUpdateDto } from './dto/photo.dto';
import {
  convertPhoto,
  PHOTO_FILE_NAME,
  processPhoto,
  type ProcessedPhoto,
  readPhotoHeader,
} from './image-processing';
import {
  PhotoFileMissing,
  PhotoFileTooLarge,
  PhotoLimitReached,
  PhotoNotFound,
  PhotoOrderMismatch,
} from './photo.errors';
import { type PhotoRecord, PhotoRepository } from './photo.repository';
import { isTemporaryName, PhotoStorage } from './storage/photo-storage';

export const PHOTO_FIELD = 'foto';
/** Where the files are served (by create-app.ts, from the storage). */
export const PHOTO_URL_PREFIX = '/uploads/';

/**
 * Files younger than this are never swept: an upload writes its files before its row (and a
 * second instance's upload may be on its way), which takes seconds, not minutes.
 */
export const SWEEP_MIN_AGE_MS = 10 * 60 * 1000;

/** What @fastify/multipart adds to a request (see backup/sql/read-upload.ts for why it is spelled out). */
/** A multipart field's value; a file sent under a text field's name is no text (the DTO says so). */
type MultipartField = { value?: unknown } | { value?: unknown }[] | undefined;
const fieldValue = (field: MultipartField): unknown =>
  Array.isArray(field) ? field.map(fieldValue) : field && 'value' in field ? field.value : field;

export interface PhotoUploadRequest {
  isMultipart(): boolean;
  file(options?: { limits?: { fileSize?: number } }): Promise<MultipartFile | undefined>;
}

export function toPhoto(record: PhotoRecord): ProviderPhoto {
  return {
    id: record.id,
    url: `${PHOTO_URL_PREFIX}${record.datei}`,
    url_klein: `${PHOTO_URL_PREFIX}${record.dateiKlein}`,
    alt: record.alt,
    breite: record.breite,
    hoehe: record.hoehe,
  };
}

/** The row of a converted picture at `position`: the file names and size of the large one. */
function photoRow(providerId: number, position: number, processed: ProcessedPhoto, alt: string) {
  return {
    providerId,
    position,
    datei: processed.large.name,
    dateiKlein: processed.small.name,
    breite: processed.large.width,
    hoehe: processed.large.height,
    alt,
    erstelltAm: new Date(),
  };
}

/**
 * A listing's photos: the owner uploads (checked by their bytes, converted to two WebP sizes
 * without metadata), orders, describes and deletes them; the public lists show them.
 */
@Injectable()
export class PhotoService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Fotos');

  constructor(
    private readonly photos: PhotoRepository,
    private readonly storage: PhotoStorage,
    private readonly ownListings: OwnListingService,
    private readonly removalListeners: ListingRemovalListeners,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly budget: WorkBudget,
  ) {}

  onModuleInit(): void {
    this.removalListeners.register(async (manager, providerId) => {
      const files = (await this.photos.findOfProvider(providerId, manager)).flatMap((photo) => [
        photo.datei,
        photo.dateiKlein,
      ]);
      return () => this.deleteUnusedFiles(files);
    });
  }

  /** A crash (kill -9) during an upload leaves files no row names; the leader sweeps them at start. */
  onApplicationBootstrap(): void {
    if (!this.config.runBackgroundWork) return;
    this.sweepFiles().catch((error: unknown) =>
      this.logger.warn(`Aufräumen der Fotodateien fehlgeschlagen: ${String(error)}`),
    );
  }

  /**
   * Removes what a crashed upload left behind (at start and in the daily job): temporary files
   * and photo files no row names, both only once older than SWEEP_MIN_AGE_MS. Other files in the
   * folder or bucket are not the app's and stay. Returns how many went.
   */
  async sweepFiles(now = new Date()): Promise<number> {
    const named = await this.photos.allFileNames();
    const before = now.getTime() - SWEEP_MIN_AGE_MS;
    const leftovers: string[] = [];
    for await (const file of this.storage.list()) {
      if (file.modified.getTime() > before) continue;
      if (isTemporaryName(file.name) || (PHOTO_FILE_NAME.test(file.name) && !named.has(file.name))) {
        leftovers.push(file.name);
      }
    }
    let removed = 0;
    for (const name of leftovers) {
      try {
        // A row written since the list was read keeps its file.
        if (!isTemporaryName(name) && (await this.photos.fileInUse(name))) continue;
        await this.storage.delete(name);
        removed += 1;
      } catch (error) {
        this.logger.warn(`Fotodatei ${name} konnte nicht gelöscht werden: ${String(error)}`);
      }
    }
    if (removed > 0) this.logger.log(`${removed} verwaiste Fotodateien gelöscht.`);
    return removed;
  }

  async listOwn(user: ListingUser, providerId: number): Promise<ProviderPhoto[]> {
    await this.ownListings.assertOwned(user, providerId);
    return (await this.photos.findOfProvider(providerId)).map(toPhoto);
  }

  /**
   * Stores one uploaded photo. Everything is checked before anything is written: the owner, the
   * number of photos, the size, the bytes; the files are written before the row, and removed
   * again when the row cannot be.
   */
  async upload(
    user: ListingUser,
    providerId: number,
    request: PhotoUploadRequest,
    client: string,
  ): Promise<ProviderPhoto> {
    await this.ownListings.assertOwned(user, providerId);
    if (!request.isMultipart()) throw new PhotoFileMissing();
    const part = await request.file({ limits: { fileSize: MAX_PHOTO_BYTES } });
    if (!part || part.fieldname !== PHOTO_FIELD) {
      part?.file.resume();
      throw new PhotoFileMissing();
    }
    if ((await this.photos.count(providerId)) >= MAX_PHOTOS_PER_LISTING) {
      part.file.resume();
      throw new PhotoLimitReached();
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PhotoFileTooLarge();
      throw error;
    }
    // A per-call limit cuts the stream off instead of throwing; what arrived is not the photo.
    if (part.file.truncated) throw new PhotoFileTooLarge();
    // The alt text is read where it always was, after the file's bytes (the API asks for it before
    // the file), and checked as the PUT that edits it is: one DTO, the same German messages.
    const altField = part.fields.alt as MultipartField;
    const { alt } = await validatedFields(
      PhotoUpdateDto,
      altField === undefined ? {} : { alt: fieldValue(altField) },
    );
    const processed = await this.checkedAndCharged(bytes, client);
    await this.storeFiles(processed);
    try {
      const record = await this.tx.run(async (manager) => {
        await this.ownListings.lockOwned(user, providerId, manager);
        const existing = await this.photos.findOfProvider(providerId, manager);
        if (existing.length >= MAX_PHOTOS_PER_LISTING) throw new PhotoLimitReached();
        const position = existing.reduce((max, photo) => Math.max(max, photo.position + 1), 0);
        const row = photoRow(providerId, position, processed, alt ?? '');
        const id = await this.photos.insert(manager, row);
        return { id, ...row };
      });
      return toPhoto(record);
    } catch (error) {
      await this.deleteUnusedFiles([processed.large.name, processed.small.name]);
      throw error;
    }
  }

  /**
   * Checks the header, charges the work to the client's budget (a refused file too: reading it
   * was work), then converts. A photo costs by its pixels, charged before they are decoded.
   */
  private async checkedAndCharged(bytes: Buffer, client: string): Promise<ProcessedPhoto> {
    let megapixels = 0;
    try {
      const { width, height } = await readPhotoHeader(bytes);
      megapixels = Math.ceil((width * height) / 1_000_000);
    } finally {
      await this.budget.charge(client, WORK_COSTS.photo + megapixels * WORK_COSTS.photoPerMegapixel);
    }
    return convertPhoto(bytes);
  }

  async remove(user: ListingUser, providerId: number, photoId: number): Promise<void> {
    const photo = await this.tx.run(async (manager) => {
      const found = await this.ownPhoto(manager, user, providerId, photoId);
      await this.photos.delete(manager, photoId);
      const rest = await this.photos.findOfProvider(providerId, manager);
      for (const [position, other] of rest.entries()) {
        if (other.position !== position) await this.photos.setPosition(manager, other.id, position);
      }
      return found;
    });
    await this.deleteUnusedFiles([photo.datei, photo.dateiKlein]);
  }

  /** `ids` must name every photo of the listing exactly once. */
  async reorder(user: ListingUser, providerId: number, ids: readonly number[]): Promise<ProviderPhoto[]> {
    return this.tx.run(async (manager) => {
      await this.ownListings.assertOwned(user, providerId, manager);
      const photos = await this.photos.findOfProvider(providerId, manager);
      const known = new Set(photos.map((photo) => photo.id));
      if (
        ids.length !== photos.length ||
        new Set(ids).size !== ids.length ||
        !ids.every((id) => known.has(id))
      ) {
        throw new PhotoOrderMismatch();
      }
      for (const [position, id] of ids.entries()) await this.photos.setPosition(manager, id, position);
      return (await this.photos.findOfProvider(providerId, manager)).map(toPhoto);
    });
  }

  async describe(
    user: ListingUser,
    providerId: number,
    photoId: number,
    alt: string,
  ): Promise<ProviderPhoto> {
    return this.tx.run(async (manager) => {
      const photo = await this.ownPhoto(manager, user, providerId, photoId);
      await this.photos.setAlt(manager, photoId, alt);
      return toPhoto({ ...photo, alt });
    });
  }

  /**
   * A photo written by the demo content inside its transaction (no owner, no upload); the files
   * are written first, as in an upload.
   */
  /** Checks and converts a picture (the slow part), outside any transaction. */
  prepare(bytes: Buffer): Promise<ProcessedPhoto> {
    return processPhoto(bytes);
  }

  /** Stores a prepared picture as the listing's last photo, inside the caller's transaction (demo content). */
  async addPreparedInTransaction(
    manager: EntityManager,
    providerId: number,
    processed: ProcessedPhoto,
    alt: string,
  ): Promise<void> {
    await this.storeFiles(processed);
    const position = await this.photos.count(providerId, manager);
    await this.photos.insert(manager, photoRow(providerId, position, processed, alt));
  }

  /** Both sizes go to the store before their row is written (an orphan file is swept, a dangling row is not). */
  private async storeFiles(processed: ProcessedPhoto): Promise<void> {
    await this.storage.put(processed.large.name, processed.large.bytes);
    await this.storage.put(processed.small.name, processed.small.bytes);
  }

  /** Every listing's photos in order (the public lists keep them beside each row). */
  async allByProvider(): Promise<Map<number, ProviderPhoto[]>> {
    const records = await this.photos.findAll();
    return new Map([...records].map(([providerId, list]) => [providerId, list.map(toPhoto)]));
  }

  async photosOf(providerId: number): Promise<ProviderPhoto[]> {
    return (await this.photos.findOfProvider(providerId)).map(toPhoto);
  }

  private async ownPhoto(
    manager: EntityManager,
    user: ListingUser,
    providerId: number,
    photoId: number,
  ): Promise<PhotoRecord> {
    await this.ownListings.assertOwned(user, providerId, manager);
    const photo = (await this.photos.findOfProvider(providerId, manager)).find((p) => p.id === photoId);
    if (!photo) throw new PhotoNotFound();
    return photo;
  }

  /** Files no row names any more; a failure is logged, not thrown (the rows are already right). */
  private async deleteUnusedFiles(names: readonly string[]): Promise<void> {
    for (const name of new Set(names)) {
      try {
        if (await this.photos.fileInUse(name)) continue;
        await this.storage.delete(name);
      } catch (error) {
        this.logger.warn(`Fotodatei ${name} konnte nicht gelöscht werden: ${String(error)}`);
      }
    }
  }
}
