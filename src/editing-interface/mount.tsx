// `npm start` only: the editing interface of the preview, in a React root of its own beside the site's
// (src/engine/browser/spa.tsx loads it inside `if (import.meta.hot)`, which the build drops with it).
import type { UpdateChannel } from './update-channel'
import { createTheme, MantineProvider } from '@mantine/core'
import { StrictMode, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import './mantine-in-layer.css'
import './editor.css'
import { Editor } from './Editor'

const theme = createTheme({ primaryColor: 'cyan', primaryShade: 9, fontFamily: 'system-ui, sans-serif' })

/**
 * Draws the editing interface into a container of its own at the end of <body>, with Mantine's light look, not the
 * site's. `dockExtras`: what the editing server adds to the dock (whose draft it is, the account menu), drawn in the container.
 */
export function installEditor(hot?: UpdateChannel, dockExtras?: (container: HTMLElement) => ReactNode) {
  if (document.getElementById('site-editor')) return
  const container = document.createElement('div')
  container.id = 'site-editor'
  document.body.append(container)
  createRoot(container).render(
    <StrictMode>
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesSelector="#site-editor" getRootElement={() => container} withGlobalClasses={false}>
        <Editor root={container} hot={hot} dockExtras={dockExtras?.(container)} />
      </MantineProvider>
    </StrictMode>,
  )
}
