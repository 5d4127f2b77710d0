import type { ISourceOptions } from '@tsparticles/engine'
import type { ParticleOptions } from '@/generated/site'

/** site.yaml's few particle settings (the spec's defaults are the schema's, filled in by the loader) → the full tsParticles options the spec fixes. */
export function particleOptions(value: ParticleOptions): ISourceOptions {
  return {
    background: { color: { value: value.background } },
    fullScreen: { enable: false },
    fpsLimit: 120,
    detectRetina: true,
    interactivity: {
      events: {
        onClick: { enable: true, mode: 'push' },
        onHover: { enable: false, mode: 'repulse' },
      },
      modes: {
        push: { quantity: 4 },
        repulse: { distance: 200, duration: 0.4 },
      },
    },
    particles: {
      paint: { fill: { enable: true, color: { value: value.color } } },
      color: { value: value.color },
      move: { enable: true, direction: 'none', outModes: { default: 'out' }, random: false, straight: false, speed: { min: 0.1, max: 1 } },
      number: { value: value.density, density: { enable: true, width: 400, height: 400 } },
      opacity: { value: { min: 0.1, max: 1 }, animation: { enable: true, speed: value.speed, sync: false } },
      shape: { type: 'circle' },
      size: { value: { min: value.minSize, max: value.maxSize } },
    },
  }
}
