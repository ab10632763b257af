import { createContext, useContext, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => false;
const onServerOrHydrating = () => true;

/**
 * Whether this render must draw what the server's HTML holds: true while the server renders a
 * first view and while the browser hydrates it, false in every later render (and in a page the
 * client rendered alone). Parts that depend on the window — how many rows fit, where the table
 * starts — draw the server's assumption first ({@link useServerRenderWindow}) and measure
 * afterwards, so that hydration finds the same markup. React renders the component again once
 * hydration is done.
 */
export function useServerRender(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServerOrHydrating);
}

export type RenderWindow = { readonly width: number; readonly height: number };

/**
 * The window a server-rendered first view is drawn for when the browser has not said its own: a
 * common desktop size, tall enough that the rows it holds fill most windows. The browser measures
 * its own afterwards and adds what is missing.
 */
export const DEFAULT_RENDER_WINDOW: RenderWindow = { width: 1280, height: 1080 };

/** The tallest window a first view is drawn for, whatever the browser says (a bound on the rows rendered). */
export const MAX_RENDER_WINDOW_HEIGHT = 2160;

/**
 * The window the server drew the first view for — the browser's own height where it said it
 * (server/page-hints.ts), else {@link DEFAULT_RENDER_WINDOW} — provided by the server's render
 * (src/entry-server.tsx) and, from the page's state, by the browser's hydration (src/app/start-app.tsx).
 */
export const RenderWindowContext = createContext<RenderWindow>(DEFAULT_RENDER_WINDOW);

/** The window a server render, and its hydration, draw for ({@link RenderWindowContext}). */
export function useServerRenderWindow(): RenderWindow {
  return useContext(RenderWindowContext);
}
