import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { SectionList } from '@/sections/SectionList'
import { usePage } from '@/engine/pages/page-data'
import { warnNoPage } from '@/engine/contract/not-found'
import { PageHead } from './PageHead'
import { useContentVersion, useSharedBlocks } from '@/engine/content/site-data'

/** The page of site.yaml at the current address: its head tags and its sections. */
export function PageView() {
  const { pathname } = useLocation()
  const { site } = useSharedBlocks()
  useContentVersion() // draws again when site.yaml is saved in `npm start`
  const { page, sections, source } = usePage(pathname)
  useEffect(() => {
    if (page.path === '*') warnNoPage(pathname)
  }, [page.path, pathname])
  const drawn = (
    <>
      <PageHead site={site} page={page} />
      <SectionList key={page.path === '*' ? pathname : page.path} sections={sections} source={source && { ...source, path: page.path }} />
    </>
  )
  // Not a child beside the others when the page is shown: that would move the ids React gives (useId) in every page.
  if (page.hidden !== true) return drawn
  return (
    <>
      <HiddenPageBanner />
      {drawn}
    </>
  )
}

/** `npm start` only (the build leaves hidden pages out): a hidden page is still reachable at its address, under this banner. */
function HiddenPageBanner() {
  return (
    <p role="note" data-site-hidden="page" style={{ margin: 0, padding: '0.5rem 1rem', background: '#fff3bf', color: '#212529', textAlign: 'center', font: '600 0.875rem/1.4 system-ui, sans-serif' }}>
      This page is hidden: the built site leaves it out.
    </p>
  )
}
