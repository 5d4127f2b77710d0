import { Container, Paper, Stack, Text, Title } from '@mantine/core'
import type { CallToActionSection } from '@/generated/site'
import { ButtonRow } from '@/components/ButtonRow'
import classes from './CallToAction.module.css'

/** A closing band that asks the visitor to act. */
export function CallToAction({ id, heading, text, buttons }: CallToActionSection) {
  return (
    <section id={id} className={classes.section}>
      <Container size="md">
        <Paper className={classes.panel} radius="lg" p={{ base: 'xl', sm: 48 }}>
          <Stack align="center" gap="md">
            <Title order={2} ta="center">
              {heading}
            </Title>
            {text && (
              <Text ta="center" size="lg" className={classes.text}>
                {text}
              </Text>
            )}
            <ButtonRow buttons={buttons} size="lg" justify="center" />
          </Stack>
        </Paper>
      </Container>
    </section>
  )
}
