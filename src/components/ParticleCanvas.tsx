import type { Engine } from '@tsparticles/engine'
import { Particles, ParticlesProvider } from '@tsparticles/react'
import { loadSlim } from '@tsparticles/slim'
import { useMemo } from 'react'
import type { ParticleOptions } from '@/generated/site'
import { particleOptions } from './particle-options'

// Stable across renders: the provider refuses an init callback that changes.
const init = async (engine: Engine) => {
  await loadSlim(engine)
}

/** The tsParticles canvas itself. Loaded only in the browser, by ParticleBackground. */
export default function ParticleCanvas({ settings, onLoaded }: { settings?: ParticleOptions; onLoaded: () => void }) {
  const options = useMemo(() => particleOptions(settings), [settings])
  return (
    <ParticlesProvider init={init}>
      <Particles id={settings?.id ?? 'tsparticles'} className={settings?.className} options={options} particlesLoaded={async () => onLoaded()} style={{ position: 'absolute', inset: 0 }} />
    </ParticlesProvider>
  )
}
