import { useNavigation } from 'react-router-dom';

/**
 * A slim bar at the top while the next page (its code and data) loads; the current page stays until
 * then. Fixed and animated by transform only, so it moves nothing on the page.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <div className="nav-progress" role="progressbar" aria-label="Seite wird geladen" aria-busy="true">
      <div className="nav-progress__bar" />
    </div>
  );
}
