import { useReducedMotion } from '@mantine/hooks'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { ParticleOptions } from '@/generated/site'
import classes from './ParticleBackground.module.css'
import { whenIdle } from './when-idle'

const ParticleCanvas = lazy(() => import('./ParticleCanvas'))

/**
 * Animated particles behind a section. Nothing is drawn on the server or before the first paint:
 * the engine downloads afterwards and fades in over a second. With reduced motion there are none.
 */
export function ParticleBackground({ settings }: { settings: ParticleOptions }) {
  const reducedMotion = useReducedMotion()
  const [ready, setReady] = useState(false)
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    // Wait for the browser to be idle after the first paint before fetching the engine.
    return whenIdle(() => setReady(true), 200)
  }, [])
  return (
    <div className={classes.layer} data-loaded={loaded || undefined} aria-hidden>
      {ready && !reducedMotion && (
        <Suspense fallback={null}>
          <ParticleCanvas settings={settings} onLoaded={() => setLoaded(true)} />
        </Suspense>
      )}
    </div>
  )
}
