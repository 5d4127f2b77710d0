import { describe, expect, test } from 'vitest'
import { particleDefaults, particleOptions } from './particle-options'

type Options = Record<string, any>

describe('particle options', () => {
  test('defaults are the spec’s: dark blue background, white particles, size 1-3, speed 4, 120 over 400×400', () => {
    expect(particleDefaults).toEqual({ id: 'tsparticles', background: '#0d47a1', minSize: 1, maxSize: 3, speed: 4, color: '#ffffff', density: 120 })
    const options = particleOptions() as Options
    expect(options.background.color.value).toBe('#0d47a1')
    expect(options.particles.color.value).toBe('#ffffff')
    expect(options.particles.size.value).toEqual({ min: 1, max: 3 })
    expect(options.particles.number).toEqual({ value: 120, density: { enable: true, width: 400, height: 400 } })
    expect(options.particles.opacity).toEqual({ value: { min: 0.1, max: 1 }, animation: { enable: true, speed: 4, sync: false } })
    expect(options.particles.move.speed).toEqual({ min: 0.1, max: 1 })
  })

  test('fixed settings: 120 fps, no full screen, retina on, click pushes 4, hover repulse set up but off', () => {
    const options = particleOptions() as Options
    expect(options.fpsLimit).toBe(120)
    expect(options.fullScreen).toEqual({ enable: false })
    expect(options.detectRetina).toBe(true)
    expect(options.interactivity.events.onClick).toEqual({ enable: true, mode: 'push' })
    expect(options.interactivity.modes.push).toEqual({ quantity: 4 })
    expect(options.interactivity.events.onHover).toEqual({ enable: false, mode: 'repulse' })
    expect(options.interactivity.modes.repulse).toEqual({ distance: 200, duration: 0.4 })
  })

  test('site.yaml settings override the defaults', () => {
    const options = particleOptions({ background: '#000000', color: '#00ffff', minSize: 2, maxSize: 5, speed: 1, density: 40 }) as Options
    expect(options.background.color.value).toBe('#000000')
    expect(options.particles.color.value).toBe('#00ffff')
    expect(options.particles.size.value).toEqual({ min: 2, max: 5 })
    expect(options.particles.opacity.animation.speed).toBe(1)
    expect(options.particles.number.value).toBe(40)
  })
})
