// The browser side of a built page: attaches its islands, the ones on screen first, replays the taps
// the head script kept (src/engine/browser/head-script.js), and hands client-side navigation to the app on the first
// click on a link of the site.
import { startTransition } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { normalizePath } from '@/engine/contract/normalize-path'
import { setLinkNavigation } from '@/engine/pages/link-navigation'
import { revealOnScroll } from '@/components/use-reveal-on-scroll'
import { whenAttached, whenIdle } from '@/components/when-idle'
import { IslandProviders } from '@/engine/islands/context'
import type { EarlyClicks } from '@/engine/contract/early-clicks'
import { loadIsland } from './island-registry'
import { warnNoPage } from '@/engine/contract/not-found'

const early: EarlyClicks = (window.__earlyClicks ??= { queue: [] })
const path = normalizePath(window.location.pathname)
const roots: Root[] = []
const attaching = new Map<HTMLElement, Promise<void>>()
// Islands within islands are drawn by the outer one.
const containers = Array.from(document.querySelectorAll<HTMLElement>('[data-island]')).filter((element) => !element.parentElement?.closest('[data-island]'))

let turns = Promise.resolve()

/**
 * Islands hydrate one at a time, with a task boundary between them: when their code arrived together (it comes
 * in a few chunks), the nav bar and the form hydrating at once made one long task on the phone profile, and a
 * tap during it waited for all of it.
 */
function inTurn(hydrate: () => Promise<void>): Promise<void> {
  const turn = turns.then(hydrate)
  turns = turn.then(
    () => new Promise<void>((resolve) => setTimeout(resolve)),
    () => undefined,
  )
  return turn
}

/** Loads an island's code and attaches React to its prerendered HTML; then replays the taps it missed. */
function attach(container: HTMLElement): Promise<void> {
  let done = attaching.get(container)
  if (done) return done
  done = (async () => {
    const props = JSON.parse(container.dataset.props ?? '{}') as object
    const Component = await loadIsland(container.dataset.island!)
    await inTurn(
      () =>
        new Promise<void>((resolve) => {
          container.setAttribute('data-island-hydrating', '')
          // In a transition, React hydrates in slices of a few milliseconds and lets the browser handle input
          // between them, instead of one task as long as the island (a long one for the quote form on a phone).
          startTransition(() => {
            roots.push(
              hydrateRoot(
                container,
                <IslandProviders path={path} onAttached={resolve}>
                  <Component {...props} />
                </IslandProviders>,
                { identifierPrefix: container.dataset.prefix },
              ),
            )
          })
        }),
    )
    container.removeAttribute('data-island-hydrating')
    container.setAttribute('data-island-attached', '')
    const missed = early.queue.filter((control) => container.contains(control))
    early.queue = early.queue.filter((control) => !missed.includes(control))
    for (const control of missed) (control as HTMLElement).click()
  })()
  attaching.set(container, done)
  return done
}


/** The island's first element with a box, for an IntersectionObserver. */
function firstBox(container: HTMLElement): Element | undefined {
  return Array.from(container.children).find((child) => child.getClientRects().length > 0)
}

function start() {
  early.onWanted = (container) => void attach(container)
  // Those the boot script found on screen at the first paint (it loaded their modules with the runtime's).
  const visible = containers.filter((container) => container.hasAttribute('data-on-screen'))
  // The tapped ones first, then the rest of the screen, top to bottom.
  const wanted = containers.filter((container) => early.queue.some((control) => container.contains(control)))
  void Promise.all([...wanted, ...visible].map(attach)).then(() => document.documentElement.setAttribute('data-attached', ''))

  // The others when they come into view, or one by one when the browser is idle.
  const later = containers.filter((container) => !visible.includes(container))
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const container = later.find((candidate) => candidate.contains(entry.target))
      if (entry.isIntersecting && container) void attach(container)
    }
  })
  for (const container of later) {
    const box = firstBox(container)
    if (box) observer.observe(box)
  }
  const attachLater = async () => {
    for (const container of later) {
      if (!attaching.has(container)) await new Promise<void>((resolve) => whenIdle(resolve))
      await attach(container)
    }
  }
  void Promise.all(visible.map(attach))
    .then(attachLater)
    .then(() => {
      observer.disconnect()
      document.documentElement.setAttribute('data-all-attached', '')
    })

  // Cards fade in as they scroll into view, in every grid (not only the interactive ones).
  document.querySelectorAll<HTMLElement>('[data-card-list]').forEach((list) => revealOnScroll(list, '[data-card]'))
  // The copyright line names the visitor's current year, whenever the page was built.
  document.querySelectorAll('[data-current-year]').forEach((element) => (element.textContent = String(new Date().getFullYear())))

  // The not-found page (the one page marked noindex) says which address was missing, as the app does.
  if (document.querySelector('meta[name="robots"][content="noindex"]')) warnNoPage(window.location.pathname)

  setLinkNavigation(takeOver)
  // The app's code starts downloading when a visitor shows interest in a link, but not before the page answers:
  // a finger that starts a scroll on a link is no click, and the app would share the network with the islands.
  let preloading = false
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, (event) => {
      if (preloading || !(event.target instanceof Element && event.target.closest('a[href^="/"]'))) return
      preloading = true
      whenAttached(() => void import('@/engine/browser/spa'))
    }, { passive: true })
  }
}

let takingOver = false

/** Client-side navigation from a prerendered page: the app draws the next page from its data and takes the page over. */
async function takeOver(to: string) {
  if (takingOver) return
  takingOver = true
  try {
    const { showApp } = await import('@/engine/browser/spa')
    await showApp(document.getElementById('root')!, to)
    for (const root of roots) root.unmount()
  } catch (error) {
    console.error('Client-side navigation failed, loading the page instead:', error)
    window.location.assign(to)
  }
}

start()
