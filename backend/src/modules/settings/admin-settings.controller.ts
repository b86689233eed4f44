import { Body, Get, Put } from '@nestjs/common';
import { ApiController, ApiRoute } from '../../common/openapi/api-docs.decorators';
import type { Settings } from '@event-kompass/shared-types';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { UpdateSettingDto } from './dto/update-setting.dto';
import { SettingsService } from './settings.service';

@ApiController('Einstellungen', 'api/admin/settings')
@AdminOnly()
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @ApiRoute('Alle Einstellungen', { ok: 'Settings' })
  @Get()
  getAll(): Promise<Settings> {
    return this.settings.getAll();
  }

  @ApiRoute('Eine Einstellung ändern', { ok: 'Settings' })
  @Put()
  update(@Body() dto: UpdateSettingDto): Promise<Settings> {
    return this.settings.update(dto.schluessel, dto.wert);
  }
}
