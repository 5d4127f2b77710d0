import { ActionIcon, Anchor, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Footer as FooterData, NavLink, SiteInfo, SocialLinks } from '@/generated/site'
import { Hint, HintGroup } from './Hint'
import { DrawnOnce } from '@/engine/islands/DrawnOnce'
import { Island } from '@/engine/islands/Island'
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react'
import { SmartLink, hrefFor } from './SmartLink'
import { socialNetworks, type SocialNetworkName } from './social-networks'
import classes from './Footer.module.css'

function LinkList({ heading, links }: { heading: string; links: NavLink[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {heading}
      </Title>
      {links.map((link) => (
        <Anchor key={link.label} component={SmartLink} to={link.to} c="dimmed" size="sm" className={classes.link}>
          {link.label}
        </Anchor>
      ))}
    </Stack>
  )
}

/** The social icons, with the spec's tooltips: the footer's one interactive part. */
export function SocialLinks({ social }: { social: SocialLinks }) {
  return (
    <HintGroup>
      <Group gap="xs">
        {(Object.entries(social) as [SocialNetworkName, string][]).map(([network, to]) => {
          const { name, icon: NetworkIcon } = socialNetworks[network]
          return (
            <Hint key={network} label={name}>
              <ActionIcon component={SmartLink} to={to} variant="subtle" color="gray" size="lg" aria-label={name}>
                <NetworkIcon aria-hidden stroke={1.6} size={20} />
              </ActionIcon>
            </Hint>
          )
        })}
      </Group>
    </HintGroup>
  )
}

/** The copyright line around its first {year}. */
function splitAtYear(copyright: string): [string, string | undefined] {
  const at = copyright.indexOf('{year}')
  return at < 0 ? [copyright, undefined] : [copyright.slice(0, at), copyright.slice(at + '{year}'.length)]
}

/** The block at the bottom of every page: drawn from the site and footer blocks only, so once per build. */
export function Footer({ site, footer }: { site: SiteInfo; footer: FooterData }) {
  return (
    <DrawnOnce as="footer" className={classes.footer} inputs={{ site, footer }}>
      <FooterContent site={site} footer={footer} />
    </DrawnOnce>
  )
}

function FooterContent({ site, footer }: { site: SiteInfo; footer: FooterData }) {
  const [beforeYear, afterYear] = splitAtYear(footer.copyright)
  return (
    <Container size="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
        <Stack gap="sm">
          <Group gap="xs">
            <Image src={site.logo.src} alt="" w={32} h={32} />
            <Text fw={700} size="lg">
              {site.brand}
            </Text>
          </Group>
          {footer.about && (
            <Text c="dimmed" size="sm">
              {footer.about}
            </Text>
          )}
          <Island name="socialLinks" props={{ social: site.social }} />
        </Stack>
        <LinkList heading={footer.quickLinksHeading} links={footer.quickLinks} />
        <LinkList heading={footer.servicesHeading} links={footer.services} />
        <Stack gap="xs">
          <Title order={2} size="h5">
            {footer.contactHeading}
          </Title>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconMapPin aria-hidden stroke={1.6} size={18} className={classes.icon} />
            <Text c="dimmed" size="sm" component="address" className={classes.address}>
              {site.location.address}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <IconPhone aria-hidden stroke={1.6} size={18} className={classes.icon} />
            {/* A phone number is not broken across lines (html-validate: tel-non-breaking). */}
            <Anchor href={hrefFor(`tel:${site.contact.phone}`)} c="dimmed" size="sm" style={{ whiteSpace: 'nowrap' }}>
              {site.contact.phone}
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <IconMail aria-hidden stroke={1.6} size={18} className={classes.icon} />
            <Anchor href={`mailto:${site.contact.email}`} c="dimmed" size="sm">
              {site.contact.email}
            </Anchor>
          </Group>
        </Stack>
      </SimpleGrid>
      <Group justify="space-between" className={classes.bottom} gap="sm">
        <Text c="dimmed" size="sm">
          {beforeYear}
          {afterYear !== undefined && (
            <>
              {/* The visitor's current year, whenever the page was built: src/engine/browser/islands-runtime.tsx sets it again. */}
              <span data-current-year="">{new Date().getFullYear()}</span>
              {afterYear}
            </>
          )}
        </Text>
        <Group gap="md">
          {footer.legalLinks.map((link) => (
            <Anchor key={link.label} component={SmartLink} to={link.to} c="dimmed" size="sm">
              {link.label}
            </Anchor>
          ))}
        </Group>
      </Group>
    </Container>
  )
}
