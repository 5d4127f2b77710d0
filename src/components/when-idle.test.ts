// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { whenAttached, whenIdle } from './when-idle'

// whenIdle on a prerendered page must wait for <html data-attached> (the islands on screen have attached),
// then for the browser to be idle; where nothing will set the signal, for idle only.

/** The idle callbacks asked for, run by the test when it says the browser is idle. */
let idle: (() => void)[] = []
const beIdle = () => idle.splice(0).forEach((callback) => callback())
/** Lets the MutationObserver callbacks run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve))

beforeEach(() => {
  idle = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.splice(handle - 1, 1, () => undefined))
})

afterEach(() => {
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('data-attached')
  document.body.innerHTML = ''
})

/** A prerendered island, as the build writes it (data-props), attached or not yet. */
function prerenderedIsland(attached: boolean) {
  document.body.insertAdjacentHTML('beforeend', `<div data-island="navBar" data-prefix="i0-" data-props="{}"${attached ? ' data-island-attached=""' : ''}></div>`)
}

describe('whenIdle', () => {
  // Every island attached is not enough either: the runtime sets data-attached a step after the last one.
  test.each([
    ['an island still attaching', false],
    ['every island attached', true],
  ])('on a prerendered page with %s, waits for data-attached, then for idle', async (_, attached) => {
    prerenderedIsland(attached)
    const task = vi.fn()
    whenIdle(task)
    beIdle()
    await settle()
    expect(task).not.toHaveBeenCalled()
    document.documentElement.setAttribute('data-attached', '')
    await settle()
    expect(task).not.toHaveBeenCalled()
    beIdle()
    expect(task).toHaveBeenCalledOnce()
  })

  test('once the page has answered, waits for idle only', () => {
    prerenderedIsland(true)
    document.documentElement.setAttribute('data-attached', '')
    const task = vi.fn()
    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    beIdle()
    expect(task).toHaveBeenCalledOnce()
  })

  test('where the app draws the islands (no data-props: the dev server, after client-side navigation), waits for idle only', () => {
    document.body.innerHTML = '<div data-island="navBar" data-island-attached=""></div>'
    const task = vi.fn()
    whenIdle(task)
    beIdle()
    expect(task).toHaveBeenCalledOnce()
  })

  test('cancelled before the page answered, it never runs', async () => {
    prerenderedIsland(false)
    const task = vi.fn()
    const cancel = whenIdle(task)
    cancel()
    document.documentElement.setAttribute('data-attached', '')
    await settle()
    beIdle()
    expect(task).not.toHaveBeenCalled()
  })

  test('without requestIdleCallback (Safari), a timeout stands in, still after data-attached', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    try {
      prerenderedIsland(false)
      const task = vi.fn()
      whenIdle(task, 300)
      await vi.advanceTimersByTimeAsync(1000)
      expect(task).not.toHaveBeenCalled()
      document.documentElement.setAttribute('data-attached', '')
      await vi.advanceTimersByTimeAsync(299)
      expect(task).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(task).toHaveBeenCalledOnce()
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('whenAttached', () => {
  test('runs once data-attached is set, without waiting for idle', async () => {
    prerenderedIsland(false)
    const then = vi.fn()
    whenAttached(then)
    await settle()
    expect(then).not.toHaveBeenCalled()
    document.documentElement.setAttribute('data-attached', '')
    await settle()
    expect(then).toHaveBeenCalledOnce()
    expect(idle).toEqual([])
  })

  test('runs at once on a page with no prerendered island', () => {
    const then = vi.fn()
    whenAttached(then)
    expect(then).toHaveBeenCalledOnce()
  })
})
