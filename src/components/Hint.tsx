import { createContext, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react'
import { whenIdle } from './when-idle'

type Parts = typeof import('./tooltip-parts')

const PartsContext = createContext<Parts | null>(null)

/**
 * A group of tooltips with the spec's timing: 700 ms before the first opens; leaving one keeps the
 * group "warm" for 300 ms, so moving to a neighbour opens its tooltip at once. Until the tooltip code
 * has loaded (on idle, after the first paint), children are drawn as they are, with no tooltip.
 */
export function HintGroup({ children }: { children: ReactNode }) {
  const [parts, setParts] = useState<Parts | null>(null)
  useEffect(() => {
    if (window.matchMedia('(hover: none)').matches) return // no hover, no tooltips
    return whenIdle(() => void import('./tooltip-parts').then(setParts), 500)
  }, [])
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
