// Loaded after the first paint by Hint.tsx: tooltips are a nicety, and their positioning engine
// (floating-ui) is not worth first-load bytes.
export { Tooltip, TooltipGroup } from '@mantine/core'
