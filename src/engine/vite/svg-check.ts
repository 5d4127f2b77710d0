// Whether an uploaded SVG is a plain drawing. It is read as XML by a real parser (saxes), so that every character
// reference and namespace is resolved before anything is judged: a check of the text itself was passed by
// `xmlns:x="http&#58;//www.w3.org/1999/xhtml"`, `attributeName="&#x68;ref"` and CSS written `@im\port`. Then only an
// allowlist of SVG elements and attributes is accepted, and a file holding anything else is refused, naming it: it is
// never rewritten, so what is published is byte for byte what its author chose.
import { SaxesParser, type SaxesTagNS } from 'saxes'

const svgNamespace = 'http://www.w3.org/2000/svg'
const xlinkNamespace = 'http://www.w3.org/1999/xlink'
const xmlNamespace = 'http://www.w3.org/XML/1998/namespace'

/** The elements of a drawing: shapes, text, grouping, paint servers, clipping, masking and filters. No script, no
 * foreignObject, no animation (an animation may set an attribute after the check has read it), no link (<a>). */
const elements = new Set(
  [
    'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'switch', 'view',
    'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image',
    'text', 'tspan', 'textPath',
    'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'style',
    'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
    'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
    'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting',
    'feSpotLight', 'feTile', 'feTurbulence',
  ],
)

/** Attributes of no namespace that a drawing uses: geometry, presentation, text, paint servers and filters. */
const attributes = new Set(
  [
    'id', 'class', 'style', 'lang', 'tabindex', 'role', 'focusable', 'version', 'baseProfile', 'width', 'height', 'x', 'y',
    'viewBox', 'preserveAspectRatio', 'transform', 'd', 'pathLength', 'points', 'cx', 'cy', 'r', 'rx', 'ry', 'x1', 'x2',
    'y1', 'y2', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing', 'side', 'href',
    'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin',
    'stroke-miterlimit', 'stroke-dasharray', 'stroke-dashoffset', 'opacity', 'color', 'display', 'visibility', 'overflow',
    'clip', 'clip-path', 'clip-rule', 'mask', 'filter', 'marker-start', 'marker-mid', 'marker-end', 'paint-order',
    'vector-effect', 'shape-rendering', 'text-rendering', 'image-rendering', 'color-interpolation',
    'color-interpolation-filters', 'isolation', 'mix-blend-mode', 'font-family', 'font-size', 'font-size-adjust',
    'font-stretch', 'font-style', 'font-variant', 'font-weight', 'font', 'letter-spacing', 'word-spacing', 'text-anchor',
    'text-decoration', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'writing-mode', 'direction',
    'unicode-bidi', 'white-space', 'stop-color', 'stop-opacity', 'offset', 'gradientUnits', 'gradientTransform',
    'spreadMethod', 'fx', 'fy', 'fr', 'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits',
    'maskUnits', 'maskContentUnits', 'markerUnits', 'markerWidth', 'markerHeight', 'refX', 'refY', 'orient',
    'filterUnits', 'primitiveUnits', 'in', 'in2', 'result', 'mode', 'type', 'values', 'tableValues', 'slope',
    'intercept', 'amplitude', 'exponent', 'operator', 'k1', 'k2', 'k3', 'k4', 'stdDeviation', 'edgeMode', 'order',
    'kernelMatrix', 'divisor', 'bias', 'targetX', 'targetY', 'preserveAlpha', 'surfaceScale', 'diffuseConstant',
    'specularConstant', 'specularExponent', 'kernelUnitLength', 'scale', 'xChannelSelector', 'yChannelSelector',
    'flood-color', 'flood-opacity', 'lighting-color', 'azimuth', 'elevation', 'z', 'pointsAtX', 'pointsAtY',
    'pointsAtZ', 'limitingConeAngle', 'radius', 'baseFrequency', 'numOctaves', 'seed', 'stitchTiles', 'media',
    'requiredExtensions', 'systemLanguage', 'data-name', 'enable-background',
  ].map((name) => name.toLowerCase()),
)

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text)

/** A reference an SVG may make: to a part of itself (`#id`), or a raster picture written inside it. */
const ownReference = (value: string) => /^\s*(#|data:image\/(png|jpeg|gif|webp|avif)[;,])/i.test(value)

/**
 * Why CSS (a <style> element's text or a style attribute) is not a drawing's, or undefined. A backslash escape or a
 * comment can hide a word from any reading but the browser's, so none is accepted; of the at-rules only those that
 * choose the drawing's own look are; every url() must point into the file.
 */
function cssRefusal(css: string, where: string): string | undefined {
  if (css.includes('\\')) return `The SVG's CSS (${where}) holds an escape ("\\"), which can hide what it does: write the CSS plainly.`
  if (css.includes('/*')) return `The SVG's CSS (${where}) holds a comment, which can hide what it does: remove it.`
  // Rules that choose or animate the drawing's own look; @import (and any other) is refused.
  const rule = [...css.matchAll(/@[\w-]*/g)].map((match) => match[0]).find((name) => !['@media', '@supports', '@keyframes', '@font-face'].includes(name.toLowerCase()))
  if (rule) return `The SVG's CSS (${where}) holds ${rule === '@import' ? 'a stylesheet import (@import)' : `an at-rule (${rule})`}: only plain rules are accepted.`
  if (/expression\s*\(|javascript\s*:|behavior\s*:|-moz-binding/i.test(css)) return `The SVG's CSS (${where}) holds script: a picture may not run code.`
  for (const match of css.matchAll(/url\s*\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))/gi)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').trim()
    if (!ownReference(value)) return `The SVG refers to something outside itself (url(${shorten(value)})): only references to its own parts (#…) or to pictures written inside it (data:image/…) are accepted.`
  }
  return undefined
}

/** The name of an element or attribute as its author wrote it, prefix and all. */
const written = (node: { name: string }) => node.name

/**
 * Why an SVG may not be saved in public/, or undefined when it is a plain drawing. In an <img> a browser runs no
 * script of an SVG and loads nothing it names, but a file of public/ can also be opened on its own at the site's
 * address, where a script would run with the site's origin: so a picture may hold no code, and refer to nothing
 * outside itself.
 */
export function svgRefusal(text: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true, position: false })
  let refusal: string | undefined
  const refuse = (reason: string) => {
    refusal ??= reason
  }
  let depth = 0
  let inStyle = false
  let styleText = ''
  parser.on('doctype', () => refuse('The SVG declares a DOCTYPE (<!DOCTYPE …>), which can pull in other files or define entities: remove it (a picture needs none).'))
  parser.on('processinginstruction', (instruction) => refuse(`The SVG holds a processing instruction (<?${instruction.target} …?>): only a plain drawing is accepted.`))
  parser.on('opentag', (tag: SaxesTagNS) => {
    depth++
    if (depth === 1 && (tag.local !== 'svg' || tag.uri !== svgNamespace)) return refuse(`The file's first element is <${written(tag)}>, not an SVG's <svg> (in the SVG namespace).`)
    if (tag.uri !== svgNamespace) {
      const what = tag.uri === 'http://www.w3.org/1999/xhtml' ? 'HTML' : tag.uri ? `an element of another language (${tag.uri})` : 'an element of no namespace'
      return refuse(`The SVG holds ${what}: <${written(tag)}>. Only a plain drawing is accepted.`)
    }
    if (tag.local === 'script') return refuse(`The SVG holds a script (<${written(tag)}>): a picture may not run code.`)
    if (tag.local === 'foreignObject') return refuse(`The SVG embeds other content (<${written(tag)}>): only a plain drawing is accepted.`)
    if (['set', 'animate', 'animateTransform', 'animateMotion', 'discard'].includes(tag.local)) return refuse(`The SVG animates (<${written(tag)}>), which can change it after this check: only a still drawing is accepted.`)
    if (!elements.has(tag.local)) return refuse(`The SVG holds <${written(tag)}>, which is not among the elements of a drawing.`)
    for (const attribute of Object.values(tag.attributes)) {
      const name = written(attribute)
      // Namespace declarations themselves are not content.
      if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue
      if (/^on/i.test(attribute.local)) return refuse(`The SVG has an event attribute (${name}=…): a picture may not run code.`)
      const isHref = attribute.local === 'href' && (attribute.uri === '' || attribute.uri === xlinkNamespace)
      // aria-* names what the drawing shows; data-* is inert in a picture.
      const plain = attribute.uri === '' && (attributes.has(attribute.local.toLowerCase()) || /^(aria|data)-[a-z][\w-]*$/i.test(attribute.local))
      const known = plain || isHref || (attribute.uri === xmlNamespace && attribute.local === 'space')
      if (!known) {
        // Inkscape's and Illustrator's own notes about a drawing (sodipodi:…, inkscape:…, i:…) hold no code.
        if (attribute.uri && attribute.uri !== xlinkNamespace && attribute.uri !== xmlNamespace) continue
        return refuse(`The SVG has an attribute a drawing does not use (${name}="${shorten(attribute.value)}").`)
      }
      if (/javascript\s*:/i.test(attribute.value.replace(/[\s\u0000-\u001f]/g, ''))) return refuse(`The SVG holds a "javascript:" address (${name}): a picture may not run code.`)
      if (isHref && !ownReference(attribute.value)) return refuse(`The SVG refers to something outside itself (${name}="${shorten(attribute.value)}"): only references to its own parts (#…) or to pictures written inside it (data:image/…) are accepted.`)
      const css = attribute.local === 'style' ? cssRefusal(attribute.value, `the style of <${written(tag)}>`) : /url\s*\(/i.test(attribute.value) ? cssRefusal(attribute.value, `${name} of <${written(tag)}>`) : undefined
      if (css) return refuse(css)
    }
    if (tag.local === 'style') {
      inStyle = true
      styleText = ''
    }
  })
  const collectStyle = (value: string) => {
    if (inStyle) styleText += value
  }
  parser.on('text', collectStyle)
  parser.on('cdata', collectStyle)
  parser.on('closetag', (tag) => {
    depth--
    if (tag.local === 'style' && inStyle) {
      inStyle = false
      const css = cssRefusal(styleText, '<style>')
      if (css) refuse(css)
    }
  })
  parser.on('error', (error) => {
    // saxes goes on after an error: the first one says what is wrong.
    refuse(`The SVG is not well-formed XML (${error.message.replace(/^undefined:\d+:\d+: /, '').replace(/^\d+:\d+: /, '')}): export it again from the drawing program.`)
  })
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close()
  } catch (error) {
    refuse(`The SVG is not well-formed XML (${(error as Error).message}): export it again from the drawing program.`)
  }
  return refusal
}
