import { describe, expect, test } from 'vitest'
import type { HeroSection } from '@/generated/site'
import { withDefaults } from '@/site/schema-defaults'
import { particleOptions } from './particle-options'

type Options = Record<string, any>

/** A particle hero's settings as the loader gives them when site.yaml sets none: the schema's defaults. */
function defaultSettings() {
  const site = withDefaults({ pages: [{ path: '/', sections: [{ type: 'hero', title: 'T', background: 'particles' }] }] } as never) as { pages: { sections: HeroSection[] }[] }
  return site.pages[0].sections[0].particles
}

describe('particle options', () => {
  test('defaults are the spec’s: dark blue background, white particles, size 1-3, speed 4, 120 over 400×400', () => {
    expect(defaultSettings()).toEqual({ id: 'tsparticles', background: '#0d47a1', minSize: 1, maxSize: 3, speed: 4, color: '#ffffff', density: 120 })
    const options = particleOptions(defaultSettings()) as Options
    expect(options.background.color.value).toBe('#0d47a1')
    expect(options.particles.color.value).toBe('#ffffff')
    expect(options.particles.size.value).toEqual({ min: 1, max: 3 })
    expect(options.particles.number).toEqual({ value: 120, density: { enable: true, width: 400, height: 400 } })
    expect(options.particles.opacity).toEqual({ value: { min: 0.1, max: 1 }, animation: { enable: true, speed: 4, sync: false } })
    expect(options.particles.move.speed).toEqual({ min: 0.1, max: 1 })
  })

  test('fixed settings: 120 fps, no full screen, retina on, click pushes 4, hover repulse set up but off', () => {
    const options = particleOptions(defaultSettings()) as Options
    expect(options.fpsLimit).toBe(120)
    expect(options.fullScreen).toEqual({ enable: false })
    expect(options.detectRetina).toBe(true)
    expect(options.interactivity.events.onClick).toEqual({ enable: true, mode: 'push' })
    expect(options.interactivity.modes.push).toEqual({ quantity: 4 })
    expect(options.interactivity.events.onHover).toEqual({ enable: false, mode: 'repulse' })
    expect(options.interactivity.modes.repulse).toEqual({ distance: 200, duration: 0.4 })
  })

  test('site.yaml settings override the defaults', () => {
    const options = particleOptions({ ...defaultSettings(), background: '#000000', color: '#00ffff', minSize: 2, maxSize: 5, speed: 1, density: 40 }) as Options
    expect(options.background.color.value).toBe('#000000')
    expect(options.particles.color.value).toBe('#00ffff')
    expect(options.particles.size.value).toEqual({ min: 2, max: 5 })
    expect(options.particles.opacity.animation.speed).toBe(1)
    expect(options.particles.number.value).toBe(40)
  })
})

describe('particle engine plugins', () => {
  test('every option the spec uses has its plugin registered, and none of slim’s others', async () => {
    const { tsParticles } = await import('@tsparticles/engine')
    const { loadParticlePlugins } = await import('./particle-engine')
    await loadParticlePlugins(tsParticles)
    await tsParticles.init()
    const manager = tsParticles.pluginManager as unknown as Options
    const keys = (map: Map<string, unknown>) => [...map.keys()].sort()
    const options = particleOptions(defaultSettings()) as Options

    // Colours: the spec's are hex; site.yaml may give any CSS colour.
    expect(keys(manager.colorManagers)).toEqual(['hex', 'hsl', 'rgb'])
    expect(keys(manager.initializers.shapes)).toEqual([options.particles.shape.type])
    // paint (colour), opacity with its animation, size, and the "out" out mode of move.
    expect(keys(manager.initializers.updaters)).toEqual(['opacity', 'outModes', 'paint', 'size'])
    expect(options.particles.move.enable && options.particles.move.outModes.default).toBe('out')
    // move, the click and hover events, and the start in steps.
    expect(manager.plugins.map((plugin: Options) => plugin.id).sort()).toEqual(['interactivity', 'move', 'stagedStart'])
    // One interactor per mode the options set up: push on click, repulse (hover, off).
    const modes = Object.keys(options.interactivity.modes).map((mode) => `external${mode[0].toUpperCase()}${mode.slice(1)}`)
    expect(keys(manager.initializers.interactors)).toEqual(modes.sort())
    expect([options.interactivity.events.onClick.mode, options.interactivity.events.onHover.mode].sort()).toEqual(Object.keys(options.interactivity.modes).sort())
    // Repulse eases out (its default easing, ease-out-quad), so that plugin stays too.
    expect(manager.easingFunctions.has('ease-out-quad')).toBe(true)
  })

  test('the staged start skips the engine’s own creation and first paint only while it defers', async () => {
    const { StagedStart } = await import('./particle-engine')
    let count = 0
    const container = {
      particles: { get count() { return count } },
      actualOptions: { particles: { number: { value: 120, limit: { value: 0 }, density: { enable: true, width: 400, height: 400 } } } },
      canvas: { size: { width: 800, height: 400 } },
      retina: { pixelRatio: 1 },
    }
    const staged = new StagedStart(container as never)
    expect(staged.particlesInitialization()).toBe(true)
    expect(staged.canvasPaint()).toBe(true)
    // At init (no particles yet) the density adds none: 240 here, cancelled.
    expect(240 + staged.particlesDensityCount()).toBeLessThan(0)
    // On a resize during the slices, the density keeps the particles there are.
    count = 100
    expect(240 + staged.particlesDensityCount()).toBeCloseTo(100)
    staged.deferring = false
    expect(staged.particlesInitialization()).toBe(false)
    expect(staged.canvasPaint()).toBe(false)
    expect(staged.particlesDensityCount()).toBe(0)
  })
})
