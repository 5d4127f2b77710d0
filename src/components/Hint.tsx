import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react'
import { whenIdle } from './when-idle'

type Parts = typeof import('./tooltip-parts')

const PartsContext = createContext<Parts | null>(null)
let loaded: Parts | null = null

const canHover = () => !window.matchMedia('(hover: none)').matches

/**
 * Loads the tooltip code (only where there is a pointer that hovers). Called before the footer's island
 * attaches, so its first drawing already has the tooltips: adding them later would draw the icons anew
 * and take the keyboard focus off one a visitor is on.
 */
export async function loadHints(): Promise<void> {
  if (!loaded && canHover()) loaded = await import('./tooltip-parts')
}

/**
 * A group of tooltips with the spec's timing: 700 ms before the first opens; leaving one keeps the
 * group "warm" for 300 ms, so moving to a neighbour opens its tooltip at once. Until the tooltip code
 * has loaded (where nothing loaded it first: on idle, after the first paint), children are drawn as they are.
 */
export function HintGroup({ children }: { children: ReactNode }) {
  const [parts, setParts] = useState<Parts | null>(loaded)
  useEffect(() => {
    if (parts || !canHover()) return
    return whenIdle(() => void loadHints().then(() => setParts(loaded)), 500)
  }, [parts])
  if (!parts) return children
  return (
    <PartsContext value={parts}>
      <parts.TooltipGroup openDelay={700} closeDelay={300}>
        {children}
      </parts.TooltipGroup>
    </PartsContext>
  )
}

/** A tooltip on one element of a HintGroup. */
export function Hint({ label, children }: { label: string; children: ReactElement }) {
  const parts = useContext(PartsContext)
  if (!parts) return children
  return (
    <parts.Tooltip label={label} withArrow>
      {children}
    </parts.Tooltip>
  )
}
