// Last-resort screen for a render error or a screen chunk that failed to load (e.g. after a deploy: the
// page then reloads once onto the new build instead, chunk-reload.ts).
import { Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Loading } from '@/components/status';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

export function RouteError() {
  const error = useRouteError();
  // The reload is idempotent within a page (a second render finds it asked for already).
  if (isChunkLoadError(error) && reloadOnceForChunkError())
    return <Loading label="Loading the new version..." />;
  console.error('Unexpected application error:', error);
  return (
    <main id="main" className="container route-error">
      <h1>Something went wrong</h1>
      <p role="alert">This page could not be displayed. Reload the page to try again.</p>
      <div className="route-error-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} className="btn btn-secondary">
          Go to home page
        </Link>
      </div>
    </main>
  );
}
