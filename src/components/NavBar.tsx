import type { ReactNode } from 'react'
import { Box, Container, Group, Paper, Stack, UnstyledButton } from '@mantine/core'
import { useDisclosure, useWindowScroll } from '@mantine/hooks'
import { IconMenu2, IconX } from '@tabler/icons-react'
import type { Navigation, SiteInfo } from '@/generated/site'
import { useIsCurrentPath } from '@/islands/context'
import { SmartLink } from './SmartLink'
import { SparkleLayer, usePreloadSparkles, useSparkles } from './Sparkles'
import classes from './NavBar.module.css'

/** A link of the bar to a page of the site, marked when it is the page on screen. */
function PageLink({ to, label, onClick, onMouseEnter, children }: { to: string; label: string; onClick?: () => void; onMouseEnter?: () => void; children?: ReactNode }) {
  const current = useIsCurrentPath(to)
  return (
    <a href={to} className={classes.link} aria-current={current ? 'page' : undefined} onClick={onClick} onMouseEnter={onMouseEnter}>
      {label}
      {children}
    </a>
  )
}

/** A desktop navigation link that throws sparkles when hovered. */
function SparklingLink({ to, label }: { to: string; label: string }) {
  const { sparkles, spawn } = useSparkles()
  return (
    <PageLink to={to} label={label} onMouseEnter={spawn}>
      <SparkleLayer sparkles={sparkles} />
    </PageLink>
  )
}

/**
 * The bar at the top of every page; on phones its links fold into a menu. Of the site block it takes only what it
 * draws: as an island, its props are written into every page.
 */
export function NavBar({ site, navigation }: { site: Pick<SiteInfo, 'brand' | 'logo'>; navigation: Navigation }) {
  const [menuOpen, menu] = useDisclosure(false)
  usePreloadSparkles()
  const [scroll] = useWindowScroll()
  const menuLinks = (onChoose: () => void) =>
    navigation.links.map((link) =>
      link.to.startsWith('/') ? (
        <PageLink key={link.to} to={link.to} label={link.label} onClick={onChoose} />
      ) : (
        <SmartLink key={link.to} to={link.to} className={classes.link} onClick={onChoose}>
          {link.label}
        </SmartLink>
      ),
    )

  return (
    <Box component="header" className={classes.header} data-scrolled={scroll.y > 10 || undefined}>
      <Container size="lg" className={classes.inner}>
        <UnstyledButton component={SmartLink} to="/" className={classes.brand} aria-label={`${site.brand}, home`}>
          {/* A plain <img>: Mantine's Image would add 1.5 KB to the code every page fetches first. */}
          <img src={site.logo.src} alt="" width={36} height={36} style={{ display: 'block' }} />
          <span>{site.brand}</span>
        </UnstyledButton>
        <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
          {navigation.links.map((link) =>
            link.to.startsWith('/') ? (
              <SparklingLink key={link.to} to={link.to} label={link.label} />
            ) : (
              <SmartLink key={link.to} to={link.to} className={classes.link}>
                {link.label}
              </SmartLink>
            ),
          )}
        </Group>
        {/* Not Mantine's Burger: it puts a <div> inside its <button>, which HTML does not allow. The menu it
            controls exists only while open, so aria-controls is set only then. */}
        {/* Not ActionIcon either: its loading state brings 3.5 KB of code to the script every page loads first. */}
        <UnstyledButton className={classes.menuButton} onClick={menu.toggle} hiddenFrom="md" aria-label={menuOpen ? 'Close menu' : 'Open menu'} aria-expanded={menuOpen} aria-controls={menuOpen ? 'mobile-menu' : undefined}>
          {menuOpen ? <IconX size={24} aria-hidden /> : <IconMenu2 size={24} aria-hidden />}
        </UnstyledButton>
      </Container>
      {menuOpen && (
        <Paper id="mobile-menu" className={classes.dropdown} hiddenFrom="md" shadow="md">
          <Stack gap={0} component="nav" aria-label="Main">
            {menuLinks(menu.close)}
          </Stack>
        </Paper>
      )}
    </Box>
  )
}
