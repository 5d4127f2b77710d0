import { Badge, Container, Stack, Text, Title } from '@mantine/core'
import type { HeroSection } from '@/generated/site'
import { ButtonRow } from '@/components/ButtonRow'
import { Island } from '@/engine/islands/Island'
import classes from './Hero.module.css'
import { useSiteLook } from '@/theme/ThemeProvider'

/** The banner at the top of a page; its title is the page's one h1. */
export function Hero({ id, badge, title, subtitle, buttons, size, background, particles }: HeroSection) {
  const { accent } = useSiteLook()
  return (
    <section id={id} className={classes.hero} data-size={size} data-background={background}>
      {background === 'particles' && <Island name="particles" props={{ settings: particles }} />}
      <Container size="md" className={classes.content}>
        <Stack align="center" gap="lg">
          {badge && (
            <Badge variant="light" color={accent} size="lg" radius="xl" className={classes.badge}>
              {badge}
            </Badge>
          )}
          <Title order={1} ta="center" className={classes.title}>
            {title}
          </Title>
          {subtitle && (
            <Text ta="center" size="xl" maw={680} className={classes.subtitle}>
              {subtitle}
            </Text>
          )}
          <ButtonRow buttons={buttons} size="lg" justify="center" mt="sm" />
        </Stack>
      </Container>
    </section>
  )
}
