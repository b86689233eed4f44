import { Module } from '@nestjs/common';
import { GeoService } from './geo.service';

/** German postal codes and distances; imports no module and owns no table. */
@Module({
  providers: [GeoService],
  exports: [GeoService],
})
export class GeoModule {}
