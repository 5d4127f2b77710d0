/**
 * Where the editing interface hears that site.yaml changed: Vite's HMR channel in `npm start`, the editing server's
 * events in its own bundle (src/editing-app/editor-entry.tsx). Events: siteUpdateEvent (a new site), 'vite:error' (a
 * file that does not load).
 */
export interface UpdateChannel {
  on<Payload>(event: string, listener: (payload: Payload) => void): void
  off<Payload>(event: string, listener: (payload: Payload) => void): void
}
