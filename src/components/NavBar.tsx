import { useRef, type ReactNode } from 'react'
import { Box, Container, Group, Paper, Stack, UnstyledButton } from '@mantine/core'
import { useWindowScroll } from '@mantine/hooks'
import { IconMenu2, IconX } from '@tabler/icons-react'
import type { Navigation, SiteInfo } from '@/generated/site'
import { useIsCurrentPath } from '@/engine/islands/context'
import { navBarScrolledAfter } from './nav-bar-scroll'
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
  const menu = useRef<HTMLDivElement>(null)
  usePreloadSparkles()
  const [scroll] = useWindowScroll()
  // Client-side navigation keeps the page, and with it the open menu; without a script the link loads a new page.
  const closeMenu = () => menu.current?.hidePopover()
  const menuLinks = navigation.links.map((link) =>
    link.to.startsWith('/') ? (
      <PageLink key={link.to} to={link.to} label={link.label} onClick={closeMenu} />
    ) : (
      <SmartLink key={link.to} to={link.to} className={classes.link} onClick={closeMenu}>
        {link.label}
      </SmartLink>
    ),
  )

  return (
    <Box component="header" className={classes.header} data-scrolled={scroll.y > navBarScrolledAfter || undefined}>
      <Container size="lg" className={classes.inner}>
        <UnstyledButton component={SmartLink} to="/" className={classes.brand} aria-label={`${site.brand}, home`}>
          {/* A plain <img>: Mantine's Image would add its own code to the code every page fetches first. */}
          <img src={site.logo.src} alt="" width={36} height={36} style={{ display: 'block' }} />
          <span>{site.brand}</span>
        </UnstyledButton>
        {/* One navigation landmark: the links on a desktop, the menu's button and links on a phone. */}
        <nav aria-label="Main" className={classes.nav}>
          <Group gap={4} visibleFrom="md">
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
          {/* Not Mantine's Burger: it puts a <div> inside its <button>, which HTML does not allow. */}
          {/* Not ActionIcon either: its loading state brings Mantine's Loader into the script every page loads first. */}
          {/* The browser opens and closes the menu (popovertarget), from the first paint and with scripts off, and
              tells assistive technology whether it is open: so the name stays the same and no script toggles it. */}
          <UnstyledButton className={classes.menuButton} hiddenFrom="md" popoverTarget="mobile-menu" aria-label="Menu" aria-controls="mobile-menu">
            <IconMenu2 className={classes.openIcon} size={24} aria-hidden />
            <IconX className={classes.closeIcon} size={24} aria-hidden />
          </UnstyledButton>
          <Paper ref={menu} id="mobile-menu" popover="auto" className={classes.dropdown} hiddenFrom="md" shadow="md">
            <Stack gap={0}>{menuLinks}</Stack>
          </Paper>
        </nav>
      </Container>
    </Box>
  )
}
