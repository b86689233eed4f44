/** The geo module's public surface: German postal codes, places and distances. */
export { GeoModule } from './geo.module';
export { GeoService } from './geo.service';
// geo.ts holds only the public look-ups and their types; its helpers stay unexported.
export * from './geo';
export { PLZ_FORMAT_MESSAGE, PLZ_UNKNOWN_MESSAGE } from './geo.messages';
export { OptionalPlzField } from './plz-field';
