import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import { checkHeadScriptHash, headersText, headScript, scriptHashSource } from '../../../pipeline/headers-file'
import type { EarlyClicks } from '@/engine/contract/early-clicks'

// The _headers every build writes (pipeline/headers-file.ts).
const headers = headersText()
// A window of its own per test (the script adds a listener to its window); jsdom ships no types.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string, options: object) => { window: Window & typeof globalThis } }

describe('the policy in the build\'s _headers', () => {
  test('allows the head script by the hash of the text the pages carry', () => {
    expect(() => checkHeadScriptHash(headers, headScript())).not.toThrow()
    expect(headers).toContain(scriptHashSource(headScript()))
  })

  test('with another hash, or with unsafe-inline, stops the build and says which hash to write', () => {
    const expected = scriptHashSource(headScript())
    const stale = headers.replace(expected, "'sha256-AAAA'")
    expect(() => checkHeadScriptHash(stale, headScript())).toThrow(`Write ${expected} in script-src in place of 'sha256-AAAA'.`)
    expect(() => checkHeadScriptHash(headers, `${headScript()}\n`)).toThrow(`Write ${scriptHashSource(`${headScript()}\n`)} in script-src in place of ${expected}.`)
    expect(() => checkHeadScriptHash(headers.replace(expected, "'unsafe-inline'"), headScript())).toThrow(`Write ${expected} in script-src in place of 'unsafe-inline'.`)
  })

  test('the script is small and carries no comment lines', () => {
    expect(headScript().length).toBeLessThan(1500)
    expect(headScript()).not.toMatch(/^\s*\/\//m)
  })
})

/** A page with the head script run in it; `browser` says which of `command` and `closedby` the browser has. */
function pageWith(body: string, browser: { command: boolean; closedBy: boolean }) {
  const { window } = new JSDOM(`<!doctype html><body>${body}</body>`, { runScripts: 'outside-only' })
  // jsdom has neither a modal dialog nor command buttons: a stand-in for what the script calls.
  window.HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  window.HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
  if (browser.command) Object.defineProperty(window.HTMLButtonElement.prototype, 'command', { value: '' })
  if (browser.closedBy) Object.defineProperty(window.HTMLDialogElement.prototype, 'closedBy', { value: 'auto' })
  window.eval(headScript())
  const early = (window as unknown as { __earlyClicks: EarlyClicks }).__earlyClicks
  /** Clicks the element; true when the click was cancelled (kept for later). */
  const click = (selector: string, at: { clientX: number; clientY: number } = { clientX: 0, clientY: 0 }) =>
    !window.document.querySelector(selector)!.dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true, ...at }))
  return { document: window.document, early, click }
}

const island = `
  <div data-island="form" id="waiting">
    <form><button id="send">Send</button><div role="tab" id="tab">Tab</div></form>
    <details><summary id="question">Question</summary>Answer</details>
    <label id="label"><input type="radio" name="pick" id="radio"> Pick</label>
    <button id="menu" popovertarget="menu-list">Menu</button><div id="menu-list" popover></div>
    <button id="open" commandfor="window" command="show-modal">Open</button>
  </div>
  <div data-island="navBar" data-island-attached><button id="attached">Attached</button></div>
  <button id="outside">Outside any island</button>
  <dialog id="window" closedby="any"><button id="close" commandfor="window" command="close">Close</button></dialog>
`

describe('the head script keeps taps for islands not attached yet', () => {
  test('a button or tab of such an island: kept once, its default action held back, and the runtime told', () => {
    const { early, click, document } = pageWith(island, { command: true, closedBy: true })
    const wanted: Element[] = []
    early.onWanted = (element) => wanted.push(element)
    expect(click('#send')).toBe(true)
    expect(click('#send')).toBe(true)
    expect(click('#tab')).toBe(true)
    expect(early.queue.map((control) => control.id)).toEqual(['send', 'tab'])
    expect(wanted).toEqual([document.getElementById('waiting'), document.getElementById('waiting'), document.getElementById('waiting')])
  })

  test('what the browser does by itself, attached islands and controls outside islands are left alone', () => {
    const { early, click } = pageWith(island, { command: true, closedBy: true })
    for (const selector of ['#question', '#label', '#radio', '#menu', '#open', '#attached', '#outside']) expect(click(selector), selector).toBe(false)
    expect(early.queue).toEqual([])
  })

  test('while an island hydrates, React holds its clicks', () => {
    const { early, click, document } = pageWith(island, { command: true, closedBy: true })
    document.getElementById('waiting')!.setAttribute('data-island-hydrating', '')
    expect(click('#tab')).toBe(false)
    expect(early.queue).toEqual([])
  })
})

describe('where the browser lacks command and closedby', () => {
  test('a command button opens its dialog as a modal and closes it; neither is kept as a tap', () => {
    const { early, click, document } = pageWith(island, { command: false, closedBy: false })
    const dialog = document.querySelector('dialog')!
    click('#open')
    expect(dialog.open).toBe(true)
    click('#close')
    expect(dialog.open).toBe(false)
    expect(early.queue).toEqual([])
  })

  test('a tap on the backdrop of a dialog with closedby="any" closes it; a tap inside its box does not', () => {
    const { click, document } = pageWith(island, { command: false, closedBy: false })
    const dialog = document.querySelector('dialog')!
    dialog.getBoundingClientRect = () => ({ left: 50, right: 300, top: 100, bottom: 400 }) as DOMRect
    click('#open')
    click('dialog', { clientX: 100, clientY: 200 })
    expect(dialog.open).toBe(true)
    click('dialog', { clientX: 20, clientY: 200 })
    expect(dialog.open).toBe(false)
  })

  test('where the browser has them, the script leaves both to it', () => {
    const { click, document } = pageWith(island, { command: true, closedBy: true })
    const dialog = document.querySelector('dialog')!
    click('#open')
    expect(dialog.open).toBe(false)
    dialog.setAttribute('open', '')
    dialog.getBoundingClientRect = () => ({ left: 50, right: 300, top: 100, bottom: 400 }) as DOMRect
    click('dialog', { clientX: 20, clientY: 200 })
    expect(dialog.open).toBe(true)
  })
})
