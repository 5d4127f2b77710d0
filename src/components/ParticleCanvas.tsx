import type { Container, ISourceOptions } from '@tsparticles/engine'
import { Particles, ParticlesProvider } from '@tsparticles/react'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react'
import type { ParticleOptions } from '@/generated/site'
import { initParticles, prepareCanvas, runParticles, startMark } from './particle-engine'
import { particleOptions } from './particle-options'

const style: CSSProperties = { position: 'absolute', inset: 0 }

/**
 * The tsParticles canvas itself. Loaded only in the browser, by ParticleBackground. The engine starts in
 * slices between frames and sleeps while the canvas is off screen or the page hidden (see particle-engine).
 * `onLoaded` is called once the first particles are drawn; `data-particles` holds the count once all are.
 *
 * <Particles> starts the engine again whenever its options or particlesLoaded change, so both stay the same
 * objects for as long as the settings say the same: a re-render of the parent (a new onLoaded each time)
 * restarts nothing.
 */
export default function ParticleCanvas({ settings, onLoaded }: { settings?: ParticleOptions; onLoaded: () => void }) {
  // Keyed by value: an equal settings object from a re-rendered parent keeps the options, and the engine.
  const key = JSON.stringify(settings ?? {})
  const options = useMemo(() => particleOptions(settings), [key])
  const id = settings?.id ?? 'tsparticles'
  // The parent passes a new callback on every render: keep the latest without restarting the engine.
  const loaded = useRef(onLoaded)
  useEffect(() => {
    loaded.current = onLoaded
  }, [onLoaded])

  // Before the provider's init (layout effects run before any passive effect): the start the script measures from.
  useLayoutEffect(() => {
    performance.mark(startMark)
  }, [])

  // What runs the current container (slices, pause): stopped when the next one comes, and on unmount.
  const stop = useRef<() => void>(undefined)
  useEffect(() => () => stop.current?.(), [])
  const particlesLoaded = useCallback((container?: Container) => {
    stop.current?.()
    stop.current = undefined
    // <Particles> renders the element the engine draws in, and the engine draws in its (first) canvas.
    const element = container?.canvas.domElement?.parentElement
    if (!container || container.destroyed || !element) return
    delete element.dataset.particles
    stop.current = runParticles(container, element, {
      onFirstDrawn: () => loaded.current(),
      onReady: (count) => {
        element.dataset.particles = String(count)
      },
    })
  }, [])

  return (
    <ParticlesProvider init={initParticles}>
      <StagedParticles id={id} className={settings?.className} options={options} particlesLoaded={particlesLoaded} />
    </ParticlesProvider>
  )
}

/** <Particles>, with its canvas put in ahead of the engine (its element exists once the provider has loaded). */
function StagedParticles({ id, ...props }: { id: string; className?: string; options: ISourceOptions; particlesLoaded: (container?: Container) => void }) {
  // A layout effect: after <Particles> has put its element in the page, before its effect starts the engine.
  useLayoutEffect(() => {
    const element = document.getElementById(id)
    if (element) prepareCanvas(element)
  }, [id])
  return <Particles id={id} style={style} {...props} />
}
