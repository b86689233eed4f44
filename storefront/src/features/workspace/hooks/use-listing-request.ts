import { useRequest, type RequestState } from '@/lib/use-request';

/** One of the owner's panels loading what belongs to a listing; again when the listing changes. */
export function useListingRequest<T>(
  load: (listingId: number, signal: AbortSignal) => Promise<T>,
  listingId: number,
  fallback: string,
): RequestState<T> {
  // `load` is a module-level request function: the listing alone decides when to load again.
  return useRequest((signal) => load(listingId, signal), [listingId], fallback);
}
