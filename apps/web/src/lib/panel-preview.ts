import { createContext, useContext } from 'react';

/**
 * Set while the server draws a panel page's preview for a signed-in athlete (entry-server.tsx,
 * decision 0038): the page with the athlete's data inside the panel's frame, which is laid out
 * by CSS alone, so it is right at every width before the app knows the screen's. The browser
 * shows it (inert) until the app renders the real shell in its place.
 */
export const PanelPreviewContext = createContext(false);

export function usePanelPreview(): boolean {
  return useContext(PanelPreviewContext);
}

/** On #root of a page the server sent as a preview: the app renders over it. */
export const PANEL_PREVIEW_ATTRIBUTE = 'data-preview';
