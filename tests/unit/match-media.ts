/**
 * A stand-in for window.matchMedia, which jsdom lacks (Mantine's colour-scheme manager and reduced-motion hook ask
 * for it). Every query answers `matches(media)` and never changes. tests/unit/setup.ts installs the default.
 */
export function matchMediaStub(matches: (media: string) => boolean = () => false): typeof window.matchMedia {
  return (media: string) =>
    ({
      matches: matches(media),
      media,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList
}
