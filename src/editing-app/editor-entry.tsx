// The editing server's page: the person's draft drawn as the whole site (the app of npm start, src/engine/browser/spa.tsx),
// the editing interface over it, and the draft's bar in its dock (whose draft, share, discard, the account menu).
// A change comes back from the server as Server-Sent Events carrying the same SiteUpdate npm start sends over Vite's HMR.
import { showApp } from '@/engine/browser/spa'
import { showSiteUpdate, type SiteUpdate } from '@/engine/browser/live-edits'
import { siteUpdateEvent } from '@/engine/contract/live-edit-event'
import { installEditor } from '@/editing-interface/mount'
import type { UpdateChannel } from '@/editing-interface/update-channel'
import { draftChangedEvent, draftEventsPath, type Me } from './api'
import { DraftBar } from './DraftBar'
import './dock-styles.css'

/** The draft's events as the editing interface's update channel: each site update, drawn first, then told to the interface. */
function draftChannel(): UpdateChannel {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload))
  const events = new EventSource(draftEventsPath)
  events.addEventListener('site-update', (message) => {
    const update = JSON.parse((message as MessageEvent<string>).data) as SiteUpdate
    void showSiteUpdate(update).then(() => {
      emit(siteUpdateEvent, update)
      window.dispatchEvent(new Event(draftChangedEvent))
    })
  })
  // Someone asked to publish, or a request was withdrawn or decided: the dock's counts and words are read again.
  events.addEventListener('reviews', () => window.dispatchEvent(new Event(draftChangedEvent)))
  // The stream ends when the session does (signed out elsewhere, revoked, expired): back to the sign-in page, saying so.
  events.addEventListener('error', () => {
    void fetch('/api/me').then((answer) => {
      if (answer.status === 401) window.location.assign(`/sign-in?ended=1&next=${encodeURIComponent(window.location.pathname)}`)
    })
  })
  // For tests: the page is listening for its draft's changes.
  events.addEventListener('open', () => document.documentElement.setAttribute('data-draft-events', 'open'))
  return {
    on: (event, listener) => void (listeners.get(event) ?? listeners.set(event, new Set()).get(event)!).add(listener as (payload: unknown) => void),
    off: (event, listener) => void listeners.get(event)?.delete(listener as (payload: unknown) => void),
  }
}

const me = JSON.parse(document.getElementById('editing-person')!.textContent!) as Me
await showApp(document.getElementById('root')!)
installEditor(draftChannel(), (container) => <DraftBar me={me} portalTarget={container} />)
// For tests and the budget script: the editor is drawn and listening.
document.documentElement.setAttribute('data-editor-ready', '')
