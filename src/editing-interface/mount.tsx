// `npm start` only: the editing interface of the preview, in a React root of its own beside the site's
// (src/engine/browser/spa.tsx loads it inside `if (import.meta.hot)`, which the build drops with it).
import { createTheme, MantineProvider } from '@mantine/core'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './mantine-in-layer.css'
import './editor.css'
import { Editor } from './Editor'

const theme = createTheme({ primaryColor: 'cyan', primaryShade: 9, fontFamily: 'system-ui, sans-serif' })

/** Draws the editing interface into a container of its own at the end of <body>, with Mantine's light look, not the site's. */
export function installEditor(hot?: NonNullable<ImportMeta['hot']>) {
  if (document.getElementById('site-editor')) return
  const container = document.createElement('div')
  container.id = 'site-editor'
  document.body.append(container)
  createRoot(container).render(
    <StrictMode>
      <MantineProvider theme={theme} forceColorScheme="light" cssVariablesSelector="#site-editor" getRootElement={() => container} withGlobalClasses={false}>
        <Editor root={container} hot={hot} />
      </MantineProvider>
    </StrictMode>,
  )
}
