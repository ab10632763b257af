import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => false;
const onServerOrHydrating = () => true;

/**
 * Whether this render must draw what the server's HTML holds: true while the server renders a
 * first view and while the browser hydrates it, false in every later render (and in a page the
 * client rendered alone). Parts that depend on the window — how many rows fit, where the table
 * starts — draw the server's assumption first and measure afterwards, so that hydration finds the
 * same markup. React renders the component again once hydration is done.
 */
export function useServerRender(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServerOrHydrating);
}

/**
 * The window a server-rendered first view is drawn for (and hydrated in): a common desktop size,
 * tall enough that the rows it holds fill most windows. The browser measures its own afterwards
 * and adds what is missing.
 */
export const SERVER_RENDER_WINDOW = { width: 1280, height: 1080 } as const;
