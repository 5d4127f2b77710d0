import { Container, Stack, Text, Title, type ContainerProps } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './SectionShell.module.css'

interface SectionShellProps {
  id?: string
  eyebrow?: string
  heading?: string
  intro?: string
  size?: ContainerProps['size']
  /** Alternate sections get a faint band so long pages read in blocks. */
  tone?: 'plain' | 'band'
  children: ReactNode
}

/** The common frame of a section: spacing, width, and an optional eyebrow, heading and intro. */
export function SectionShell({ id, eyebrow, heading, intro, size = 'lg', tone = 'plain', children }: SectionShellProps) {
  return (
    <section id={id} className={classes.section} data-tone={tone}>
      <Container size={size}>
        {(eyebrow || heading || intro) && (
          <Stack gap="xs" align="center" className={classes.header}>
            {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
            {heading && (
              <Title order={2} ta="center">
                {heading}
              </Title>
            )}
            {intro && (
              <Text c="dimmed" ta="center" maw={720} size="lg">
                {intro}
              </Text>
            )}
          </Stack>
        )}
        {children}
      </Container>
    </section>
  )
}
