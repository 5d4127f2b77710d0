import {
  IconApps, IconArrowRight, IconAward, IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandWhatsapp, IconBrandX,
  IconBrush, IconBulb, IconCalendar, IconChartBar, IconChartLine, IconCheck, IconClock, IconCloud, IconCode, IconCube,
  IconCurrencyBitcoin, IconDatabase, IconDeviceLaptop, IconDeviceMobile, IconEye, IconFileText, IconHeadset, IconHeartHandshake,
  IconLayout, IconBlocks, IconLink, IconLock, IconMail, IconMapPin, IconMessage, IconPalette, IconPhone, IconPuzzle, IconRefresh,
  IconRocket, IconSearch, IconSettings, IconShieldCheck, IconShoppingCart, IconSpeakerphone, IconStar, IconTarget, IconTools,
  IconTrendingUp, IconUsers, IconWorld, type IconProps,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import type { IconName } from '@/generated/site'

/** The fixed icon set that site.yaml may name; the schema's icon enum lists the same names. */
export const icons = {
  code: IconCode, database: IconDatabase, palette: IconPalette, laptop: IconDeviceLaptop, megaphone: IconSpeakerphone,
  cart: IconShoppingCart, mobile: IconDeviceMobile, apps: IconApps, users: IconUsers, bitcoin: IconCurrencyBitcoin,
  search: IconSearch, chart: IconChartLine, trending: IconTrendingUp, rocket: IconRocket, bulb: IconBulb,
  shield: IconShieldCheck, handshake: IconHeartHandshake, target: IconTarget, eye: IconEye, clock: IconClock,
  headset: IconHeadset, award: IconAward, settings: IconSettings, cloud: IconCloud, pin: IconMapPin, phone: IconPhone,
  mail: IconMail, whatsapp: IconBrandWhatsapp, facebook: IconBrandFacebook, twitter: IconBrandX,
  instagram: IconBrandInstagram, linkedin: IconBrandLinkedin, check: IconCheck, star: IconStar, world: IconWorld,
  lock: IconLock, refresh: IconRefresh, message: IconMessage, file: IconFileText, calendar: IconCalendar,
  tools: IconTools, layout: IconLayout, blocks: IconBlocks, brush: IconBrush, bars: IconChartBar, cube: IconCube,
  link: IconLink, puzzle: IconPuzzle,
} satisfies Record<IconName, ComponentType<IconProps>>

export { IconArrowRight }

export function Icon({ name, ...props }: { name: IconName } & IconProps) {
  const Component = icons[name]
  return <Component aria-hidden stroke={1.6} {...props} />
}
