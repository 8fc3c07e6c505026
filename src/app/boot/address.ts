import { withTrailingSlash } from '../../lib/navigation';

/**
 * Every page's address ends in a slash (the router's `trailingSlash: 'always'`); an address typed or linked without
 * one is corrected in place before the router reads it, so that it matches the page and Back does not return to it.
 */
export function addTrailingSlash(): void {
  const slashed = withTrailingSlash(window.location);
  if (slashed) window.history.replaceState(window.history.state, '', slashed);
}
