import { Body, Controller, Get, Put } from '@nestjs/common';
import type { Settings } from '@event-kompass/shared-types';
import { AdminOnly } from '../../common/decorators/access.decorators';
import { UpdateSettingDto } from './dto/update-setting.dto';
import { SettingsService } from './settings.service';

@Controller('api/admin/settings')
@AdminOnly()
export class AdminSettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  getAll(): Promise<Settings> {
    return this.settings.getAll();
  }

  @Put()
  update(@Body() dto: UpdateSettingDto): Promise<Settings> {
    return this.settings.update(dto.schluessel, dto.wert);
  }
}
