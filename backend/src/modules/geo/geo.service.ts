import { Injectable } from '@nestjs/common';
import * as geo from './geo';
import type { GeoCoordinates, PlaceSuggestion, RadiusCandidate, RadiusMatch } from './geo';

/**
 * German postal codes for other modules: validation, place names, distances, place suggestions.
 * A thin injectable over the pure functions in `geo.ts`, which own the (lazily loaded) table.
 */
@Injectable()
export class GeoService {
  isValidPlz(text: unknown): text is string {
    return geo.isValidPlz(text);
  }

  /** Null for a valid code, else the German message to show (format first, then existence). */
  plzProblem(text: unknown): string | null {
    return geo.plzProblem(text);
  }

  placeOf(plz: string): string | null {
    return geo.placeOf(plz);
  }

  placesOf(plz: string): string[] {
    return geo.placesOf(plz);
  }

  coordinatesOf(plz: string): GeoCoordinates | null {
    return geo.coordinatesOf(plz);
  }

  distanceKm(plzA: string, plzB: string): number | null {
    return geo.distanceKm(plzA, plzB);
  }

  withinRadius<T extends RadiusCandidate>(
    originPlz: string,
    candidates: readonly T[],
    maxKm?: number,
  ): RadiusMatch<T>[] {
    return geo.withinRadius(originPlz, candidates, maxKm);
  }

  plzIndexOf(plz: string): number {
    return geo.plzIndexOf(plz);
  }

  distancesFrom(originPlz: string): Uint16Array | null {
    return geo.distancesFrom(originPlz);
  }

  placesStartingWith(prefix: string, limit?: number): PlaceSuggestion[] {
    return geo.placesStartingWith(prefix, limit);
  }
}
