// The social networks site.yaml may link to (site.social), each with the name people know it by and its brand icon.
// The one list: the footer draws from it, and the schema's keys of site.social are the same names
// (tests/unit/social-networks.test.ts holds the two in step). A network is added here and in schema/site.schema.json.
import {
  IconBrandBehance, IconBrandBluesky, IconBrandDiscord, IconBrandDribbble, IconBrandFacebook, IconBrandGithub, IconBrandGitlab,
  IconBrandInstagram, IconBrandLinkedin, IconBrandMastodon, IconBrandMedium, IconBrandPinterest, IconBrandReddit,
  IconBrandSnapchat, IconBrandSoundcloud, IconBrandSpotify, IconBrandTelegram, IconBrandThreads, IconBrandTiktok,
  IconBrandTwitch, IconBrandVimeo, IconBrandWhatsapp, IconBrandX, IconBrandYoutube, type IconProps,
} from '@tabler/icons-react'
import type { ComponentType } from 'react'
import type { SocialLinks } from '@/generated/site'

export interface SocialNetwork {
  /** The network's own name, as its users write it: the link's aria-label and tooltip. */
  name: string
  icon: ComponentType<IconProps>
}

/** A network site.social may name. */
export type SocialNetworkName = keyof SocialLinks

/** Every network, by its key in site.social. "twitter" keeps its name and shows X's logo, as it always has. */
export const socialNetworks = {
  behance: { name: 'Behance', icon: IconBrandBehance },
  bluesky: { name: 'Bluesky', icon: IconBrandBluesky },
  discord: { name: 'Discord', icon: IconBrandDiscord },
  dribbble: { name: 'Dribbble', icon: IconBrandDribbble },
  facebook: { name: 'Facebook', icon: IconBrandFacebook },
  github: { name: 'GitHub', icon: IconBrandGithub },
  gitlab: { name: 'GitLab', icon: IconBrandGitlab },
  instagram: { name: 'Instagram', icon: IconBrandInstagram },
  linkedin: { name: 'LinkedIn', icon: IconBrandLinkedin },
  mastodon: { name: 'Mastodon', icon: IconBrandMastodon },
  medium: { name: 'Medium', icon: IconBrandMedium },
  pinterest: { name: 'Pinterest', icon: IconBrandPinterest },
  reddit: { name: 'Reddit', icon: IconBrandReddit },
  snapchat: { name: 'Snapchat', icon: IconBrandSnapchat },
  soundcloud: { name: 'SoundCloud', icon: IconBrandSoundcloud },
  spotify: { name: 'Spotify', icon: IconBrandSpotify },
  telegram: { name: 'Telegram', icon: IconBrandTelegram },
  threads: { name: 'Threads', icon: IconBrandThreads },
  tiktok: { name: 'TikTok', icon: IconBrandTiktok },
  twitch: { name: 'Twitch', icon: IconBrandTwitch },
  twitter: { name: 'Twitter', icon: IconBrandX },
  vimeo: { name: 'Vimeo', icon: IconBrandVimeo },
  whatsapp: { name: 'WhatsApp', icon: IconBrandWhatsapp },
  x: { name: 'X', icon: IconBrandX },
  youtube: { name: 'YouTube', icon: IconBrandYoutube },
} satisfies Record<SocialNetworkName, SocialNetwork>
