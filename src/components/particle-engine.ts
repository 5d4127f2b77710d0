import { tsParticles, type Container, type Engine, type IContainerPlugin, type IPlugin, type ISourceOptions } from '@tsparticles/engine'
import { loadExternalPushInteraction } from '@tsparticles/interaction-external-push'
import { loadExternalRepulseInteraction } from '@tsparticles/interaction-external-repulse'
import { loadEasingQuadPlugin } from '@tsparticles/plugin-easing-quad'
import { loadHexColorPlugin } from '@tsparticles/plugin-hex-color'
import { loadHslColorPlugin } from '@tsparticles/plugin-hsl-color'
import { loadInteractivityPlugin } from '@tsparticles/plugin-interactivity'
import { loadMovePlugin } from '@tsparticles/plugin-move'
import { loadRgbColorPlugin } from '@tsparticles/plugin-rgb-color'
import { loadCircleShape } from '@tsparticles/shape-circle'
import { loadOpacityUpdater } from '@tsparticles/updater-opacity'
import { loadOutModesUpdater } from '@tsparticles/updater-out-modes'
import { loadPaintUpdater } from '@tsparticles/updater-paint'
import { loadSizeUpdater } from '@tsparticles/updater-size'

// The particle engine runs on the main thread (tsParticles 4 has no worker mode). Started as the library
// starts itself, it is one long task on a phone: every particle (their number grows with the hero's area) is
// created in one go, and each costs more with every plugin registered (loadSlim registers dozens). Here only
// the plugins the spec's options use are registered (the packages come with @tsparticles/slim, the dependency
// that pins their version), the particles are created in slices of a few milliseconds between frames, and the
// animation stops while the canvas is off screen or the page is hidden.

/** Performance marks around the engine's start-up (tools/particle-long-tasks.ts measures between them). */
export const startMark = 'particles:start'
export const readyMark = 'particles:ready'

/** The longest the engine works in one go while creating particles, in ms (a long task is over 50 ms). */
export const sliceMs = 8

/**
 * What each of the spec's options needs from tsParticles, and nothing more. Colours are any CSS colour
 * site.yaml gives (hex, rgb(), hsl()); hover repulse is off but set up, so it keeps its easing.
 */
export const particlePlugins = {
  hexColor: loadHexColorPlugin, // background, particle colour
  rgbColor: loadRgbColorPlugin,
  hslColor: loadHslColorPlugin,
  circle: loadCircleShape, // particles.shape circle
  paint: loadPaintUpdater, // particles.paint / color
  opacity: loadOpacityUpdater, // particles.opacity 0.1–1 with its animation
  size: loadSizeUpdater, // particles.size
  move: loadMovePlugin, // particles.move, speed 0.1–1
  outModes: loadOutModesUpdater, // particles.move.outModes out
  interactivity: loadInteractivityPlugin, // interactivity.events (must come before the modes)
  push: loadExternalPushInteraction, // onClick push 4
  repulse: loadExternalRepulseInteraction, // modes.repulse 200 / 0.4 (onHover off)
  easingQuad: loadEasingQuadPlugin, // repulse's easing, ease-out-quad
} satisfies Record<string, (engine: Engine) => Promise<void>>

type Scheduler = { postTask?: (task: () => void, options: { priority: 'background' | 'user-visible' }) => Promise<void> }
/** Gives the main thread back (input, frames, the app's own work) before the next slice. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.postTask) return scheduler.postTask(() => {}, { priority: 'user-visible' })
  return new Promise((resolve) => setTimeout(resolve, 0))
}

/**
 * Lets the engine start in steps. While it defers: the engine's own creation of particles (particles.number
 * at init, then up to the density's count) is skipped, so that they can be created in slices afterwards; its
 * init gives the main thread back twice (before its options are read, and after the canvas is set up); and
 * the transparent fill of the new canvas at init is skipped (the background is the element's CSS colour),
 * which leaves the canvas's first allocation to the first frame.
 */
export class StagedStart implements IContainerPlugin {
  deferring = true
  constructor(private readonly container: Pick<Container, 'particles' | 'actualOptions' | 'canvas' | 'retina'>) {}
  /** The engine's creation of particles.number particles at init: skipped while deferring. */
  particlesInitialization(): boolean {
    return this.deferring
  }
  /**
   * Added to the density's count when the engine sets it (at init and on resize). While deferring it cancels the
   * count: none at init, and a resize while the slices run keeps the particles there are (give or take one).
   */
  particlesDensityCount(): number {
    if (!this.deferring) return 0
    const count = this.container.particles.count
    return count === 0 ? -Number.MAX_SAFE_INTEGER : count - densityCount(this.container)
  }
  /** The canvas's paint at init (a transparent fill of the whole canvas): skipped while deferring. */
  canvasPaint(): boolean {
    return this.deferring
  }
  /** Called after the canvas is set up, before the particles: a break between the two. */
  async init(): Promise<void> {
    if (this.deferring) await nextTask()
  }
}

const staged = new WeakMap<Container, StagedStart>()
export const stagedStartPlugin: IPlugin = {
  id: 'stagedStart',
  async getPlugin(container) {
    const plugin = new StagedStart(container)
    staged.set(container, plugin)
    // The engine asks every plugin for its instance first thing in init: a break before the options are read.
    await nextTask()
    return plugin
  },
  loadOptions() {},
  needsPlugin: () => true,
}

export async function loadParticlePlugins(engine: Engine): Promise<void> {
  const { interactivity, push, repulse, ...independent } = particlePlugins
  await engine.pluginManager.register(async (e) => {
    await Promise.all(Object.values(independent).map((load) => load(e)))
    await interactivity(e)
    await Promise.all([push(e), repulse(e)])
    e.pluginManager.addPlugin(stagedStartPlugin)
  })
}

let registered: Promise<void> | undefined
/** Plugins can only be registered before the engine's first load, so once per page. */
const ready = () => (registered ??= loadParticlePlugins(tsParticles))

/** How many particles the engine's density gives the canvas (what its setDensity adds up to). */
export function densityCount(container: Pick<Container, 'actualOptions' | 'canvas' | 'retina'>): number {
  const { number } = container.actualOptions.particles
  const base = number.limit.value > 0 ? Math.min(number.value, number.limit.value) : number.value
  const { width, height } = container.canvas.size
  const ratio = container.retina.pixelRatio
  if (!number.density.enable || !width || !height) return base
  return (base * width * height) / (number.density.width * number.density.height * ratio ** 2)
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
const whileHidden = () =>
  new Promise<void>((resolve) => {
    if (!document.hidden) return resolve()
    const visible = () => {
      if (document.hidden) return
      document.removeEventListener('visibilitychange', visible)
      resolve()
    }
    document.addEventListener('visibilitychange', visible)
  })

/** Creates the density's particles a slice at a time, then hands the count back to the engine. */
async function addParticles(container: Container, onFirstDrawn: () => void): Promise<void> {
  const plugin = staged.get(container)
  const particles = container.particles
  let first = true
  // Not in the task that started the engine (its listeners, its first frame): the first particle is the
  // slowest, as it compiles the code every particle runs.
  await nextTask()
  // Stop one short of the density's count: the engine's setDensity adds the last (fractional) particle as it would.
  while (!container.destroyed && plugin?.deferring && particles.count + 1 < densityCount(container)) {
    await whileHidden()
    const deadline = performance.now() + sliceMs
    do particles.addParticle()
    while (performance.now() < deadline && particles.count + 1 < densityCount(container))
    if (first) {
      first = false
      await nextFrame() // the engine draws in the frame's callbacks, before this one
      onFirstDrawn()
    }
    await nextTask()
  }
  if (container.destroyed || !plugin) return
  plugin.deferring = false
  particles.setDensity()
  if (first) onFirstDrawn()
}

/**
 * Runs the animation only while the element is on screen and the page is visible, and not while a press is answered
 * (the engine's own pauseOnBlur handles hiding; pauseOnOutsideViewport does nothing while interactivity listens on the
 * window, as here). `onAnswered` is called when the animation goes on after a press. Returns a function that stops
 * watching.
 */
function pauseWhenUnseen(container: Container, element: Element, onAnswered: () => void): () => void {
  let onScreen = true
  let answering = false
  const sync = () => {
    if (container.destroyed) return
    if (onScreen && !document.hidden && !answering) {
      if (!container.animationStatus) container.play()
    } else container.pause()
  }
  // A visitor's tap or key is answered before the particles' next frame. On a slowed phone one of their frames is
  // tens of ms of the main thread: run while a finger is down, it delays the tap's handlers, and run in the frame
  // that shows the answer, it delays that frame. So the animation waits from the press until the frame after the
  // one that answered it, or a second at most (a finger held still). Clicks still push their particles meanwhile.
  let release = 0
  let frame = 0
  const resume = () => {
    clearTimeout(release)
    cancelAnimationFrame(frame)
    answering = false
    sync()
    onAnswered()
  }
  const hold = () => {
    cancelAnimationFrame(frame)
    clearTimeout(release)
    release = window.setTimeout(resume, 1000)
    if (answering) return
    answering = true
    sync()
  }
  const afterAnswer = () => {
    if (!answering) return
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(resume)))
  }
  const pressed = { capture: true, passive: true }
  const presses: [string, () => void][] = [
    ['pointerdown', hold],
    ['keydown', hold],
    ['pointerup', afterAnswer],
    ['pointercancel', afterAnswer],
    ['click', afterAnswer],
    ['keyup', afterAnswer],
  ]
  for (const [type, listener] of presses) window.addEventListener(type, listener, pressed)
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          onScreen = entries[entries.length - 1].isIntersecting
          sync()
        })
      : undefined
  observer?.observe(element)
  // Registered after the engine's own listener, so it has the last word (the engine redraws a frame on return).
  document.addEventListener('visibilitychange', sync)
  return () => {
    observer?.disconnect()
    document.removeEventListener('visibilitychange', sync)
    for (const [type, listener] of presses) window.removeEventListener(type, listener, pressed)
    clearTimeout(release)
    cancelAnimationFrame(frame)
  }
}

/**
 * Starts the particles in `element` without a long task: the engine with no particles, then the particles in
 * slices. `onFirstDrawn` is called once the first particles are on the canvas; `onCount` with their number once all
 * are, and again after each press is answered (a click pushes some more).
 * Returns a function that stops and removes them.
 */
export function startParticles(element: HTMLElement, options: ISourceOptions, { onFirstDrawn, onCount }: { onFirstDrawn: () => void; onCount?: (count: number) => void }): () => void {
  let stopped = false
  let container: Container | undefined
  let unwatch: (() => void) | undefined
  performance.mark(startMark)
  // The canvas goes in now, a frame ahead of the engine, which would otherwise add it, and lay it out, in its
  // first task (it takes a canvas it finds, and leaves it in place when it stops: see the end).
  let canvas = element.querySelector('canvas')
  if (!canvas) {
    canvas = document.createElement('canvas')
    canvas.style.width = '100%'
    canvas.style.height = '100%'
    canvas.style.pointerEvents = 'none'
    element.append(canvas)
  }
  const ownCanvas = canvas
  void (async () => {
    await ready()
    if (stopped) return
    container = await tsParticles.load({ id: element.id || undefined, element, options })
    if (!container) return
    if (stopped) return container.destroy()
    let made = false
    unwatch = pauseWhenUnseen(container, element, () => made && onCount?.(container!.particles.count))
    await addParticles(container, () => !stopped && onFirstDrawn())
    if (stopped || container.destroyed) return
    await nextFrame()
    performance.mark(readyMark)
    made = true
    onCount?.(container.particles.count)
  })().catch((error: unknown) => console.error('particles:', error))
  return () => {
    stopped = true
    unwatch?.()
    container?.destroy()
    // A canvas left behind would be taken by the next start (new settings in npm start), and the two engines'
    // style watchers would then reset each other's styles forever.
    ownCanvas.remove()
  }
}
