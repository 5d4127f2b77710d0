import { createTheme, type MantineColorsTuple } from '@mantine/core'

// Deep navy instead of Mantine's grey "dark": the agency's look. Index 7 is the page background.
const navy: MantineColorsTuple = ['#c9d1e4', '#a9b4cc', '#8a96b0', '#5d6a86', '#36415c', '#263049', '#1a2236', '#0e1528', '#0a1020', '#060a15']

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button text above 4.5:1 contrast.
  primaryShade: { light: 6, dark: 8 },
  colors: { dark: navy },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    Tooltip: { defaultProps: { openDelay: 700 } },
  },
})
