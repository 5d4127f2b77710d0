import { createContext, useContext } from 'react'

/** Set by the server's render: a page drawn before its data and code were loaded must never be built half drawn. */
export const StillLoadingContext = createContext<(() => void) | null>(null)

/**
 * What shows while a page loads (client-side navigation to a page not fetched yet). React also draws it in place of
 * a page that failed to draw on the server, where it makes the render fail (src/engine/server/entry-server.tsx).
 */
export function PageLoading() {
  useContext(StillLoadingContext)?.()
  return <div className="page-loading" />
}
