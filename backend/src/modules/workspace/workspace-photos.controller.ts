import { Body, Delete, Get, Post, Put, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { type AuthUser, ClientIp, CurrentUser, UserRoute } from '../../common/decorators/access.decorators';
import { CostsWork } from '../../common/rate-limit/work-cost';
import { WorkspaceApi } from './workspace-api';
import { PathId } from '../../common/pipes/id-param.pipe';
import { PHOTO_FIELD, PhotoOrderDto, PhotoService, PhotoUpdateDto, type PhotoUploadRequest } from '../photo';

/** The owner's photos of a listing. Another's listing or photo answers 404. */
@WorkspaceApi('/:id/photos')
export class WorkspacePhotosController {
  constructor(private readonly photos: PhotoService) {}

  @UserRoute(Get(), 'Fotos des eigenen Eintrags', { ok: ['ProviderPhoto'], errors: [404] })
  list(@CurrentUser() user: AuthUser, @PathId() id: number) {
    return this.photos.listOwn(user, id);
  }

  @UserRoute(Post(), 'Foto hochladen (JPEG, PNG oder WebP, höchstens 10 MB und 40 Megapixel, 8 je Eintrag)', {
    created: 'ProviderPhoto',
    errors: [400, 404, 409, 413, 415],
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [PHOTO_FIELD],
      properties: {
        alt: { type: 'string', maxLength: 200, description: 'Alternativtext (vor der Datei senden)' },
        [PHOTO_FIELD]: { type: 'string', format: 'binary' },
      },
    },
  })
  // Charged by its pixels in the service; marked so a client that spent its budget is refused early.
  @CostsWork(0)
  upload(
    @CurrentUser() user: AuthUser,
    @PathId() id: number,
    @Req() request: FastifyRequest,
    @ClientIp() ip: string,
  ) {
    return this.photos.upload(user, id, request as FastifyRequest & PhotoUploadRequest, ip);
  }

  @UserRoute(Put('order'), 'Reihenfolge der Fotos festlegen (das erste erscheint auf den Karten)', {
    ok: ['ProviderPhoto'],
    errors: [400, 404],
  })
  reorder(@CurrentUser() user: AuthUser, @PathId() id: number, @Body() dto: PhotoOrderDto) {
    return this.photos.reorder(user, id, dto.ids);
  }

  @UserRoute(Put(':photoId'), 'Alternativtext eines Fotos ändern', {
    ok: 'ProviderPhoto',
    errors: [400, 404],
  })
  describe(
    @CurrentUser() user: AuthUser,
    @PathId() id: number,
    @PathId('photoId') photoId: number,
    @Body() dto: PhotoUpdateDto,
  ) {
    return this.photos.describe(user, id, photoId, dto.alt ?? '');
  }

  @UserRoute(Delete(':photoId'), 'Foto löschen', { ok: 'MessageResponse', errors: [404] })
  async remove(@CurrentUser() user: AuthUser, @PathId() id: number, @PathId('photoId') photoId: number) {
    await this.photos.remove(user, id, photoId);
    return { msg: 'Das Foto wurde gelöscht.' };
  }
}
