import { useEffect, useMemo, useRef } from 'react'
import type { ParticleOptions } from '@/generated/site'
import { startParticles } from './particle-engine'
import { particleOptions } from './particle-options'

/**
 * The tsParticles canvas itself. Loaded only in the browser, by ParticleBackground. The engine starts in
 * slices between frames and sleeps while the canvas is off screen or the page hidden (see particle-engine).
 * `onLoaded` is called once the first particles are drawn; `data-particles` holds their count once all are, kept
 * up to date after each press (a click pushes 4).
 */
export default function ParticleCanvas({ settings, onLoaded }: { settings: ParticleOptions; onLoaded: () => void }) {
  // Keyed by the settings' content, not the object: a live edit of site.yaml (npm start) brings a new object with
  // the same settings, and a restart on the same canvas left two engines repairing each other's style forever.
  const settingsKey = JSON.stringify(settings)
  const options = useMemo(() => particleOptions(JSON.parse(settingsKey) as ParticleOptions), [settingsKey])
  const element = useRef<HTMLDivElement>(null)
  // The parent passes a new callback on every render: keep the latest without restarting the engine.
  const loaded = useRef(onLoaded)
  useEffect(() => {
    loaded.current = onLoaded
  }, [onLoaded])
  useEffect(() => {
    const target = element.current
    if (!target) return
    return startParticles(target, options, {
      onFirstDrawn: () => loaded.current(),
      onCount: (count) => {
        if (target.dataset.particles !== String(count)) target.dataset.particles = String(count)
      },
    })
  }, [options])
  return <div ref={element} id={settings.id} className={settings.className} style={{ position: 'absolute', inset: 0 }} />
}
