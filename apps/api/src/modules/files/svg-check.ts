import { type SaxesAttributeNS, SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * SVG has no magic number, and it is a document that can run script when a browser opens it. The spec
 * allows .svg attachments, so one is accepted only when it is a plain drawing. The bytes are parsed by a
 * conforming, namespace-aware XML parser (saxes), and the document is refused when:
 * - it is not UTF-8, not well-formed XML, or its one root element is not <svg> in the SVG namespace;
 * - it has a DOCTYPE (entities: expansion attacks, external fetches), CDATA or a processing instruction;
 * - any element, in any namespace, is active or embeds other content: script, foreignObject (HTML inside
 *   SVG), iframe, embed, object, handler, listener, audio, video, animation; or lives in the XHTML namespace;
 * - any attribute is an event handler (on...), a src or xml:base, a link anywhere but '#fragment' or an
 *   inline raster picture (href, xlink:href), or holds a javascript:/vbscript:/data:text URL (after the
 *   parser has decoded character references, so "java&#x09;script:" is seen as what a browser reads);
 * - a style (attribute or <style> element) imports (@import), uses expression() or url() to anything but
 *   '#fragment'.
 * Served files also go out as attachments with a sandboxing Content-Security-Policy (garage.routes.ts).
 */
const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const ACTIVE_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
  'audio',
  'video',
  'animation',
]);

function badUrl(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters can hide a javascript: URL.
  const v = value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
  return /(javascript|vbscript|data:text|data:application)/.test(v);
}

function badHref(value: string): boolean {
  const v = value.trim();
  if (v.startsWith('#')) return false;
  return !/^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i.test(v);
}

function badStyle(value: string): boolean {
  const v = value.toLowerCase();
  if (v.includes('@import') || v.includes('expression(') || badUrl(v)) return true;
  for (const m of v.matchAll(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/g))
    if (!(m[2] ?? '').trim().startsWith('#')) return true;
  return false;
}

function badAttribute(attribute: SaxesAttributeNS): boolean {
  const local = attribute.local.toLowerCase();
  const value = attribute.value;
  if (local.startsWith('on') || local === 'src') return true;
  if (attribute.name === 'xml:base') return true;
  if (badUrl(value)) return true;
  if (local === 'href' && badHref(value)) return true;
  if ((local === 'style' || value.toLowerCase().includes('url(')) && badStyle(value)) return true;
  return false;
}

function badElement(tag: SaxesTagNS, depth: number): boolean {
  if (ACTIVE_ELEMENTS.has(tag.local.toLowerCase()) || tag.uri === XHTML_NS) return true;
  if (depth === 0 && (tag.local !== 'svg' || tag.prefix !== '' || tag.uri !== SVG_NS)) return true;
  return Object.values(tag.attributes).some(badAttribute);
}

class Refused extends Error {}

/** True when the bytes are a well-formed SVG drawing with nothing active in it (see above). */
export function isSafeSvg(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  const parser = new SaxesParser({ xmlns: true });
  const refuse = () => {
    throw new Refused();
  };
  let depth = 0;
  let roots = 0;
  let inStyle = 0;
  parser.on('error', refuse);
  parser.on('doctype', refuse);
  parser.on('cdata', refuse);
  parser.on('processinginstruction', refuse);
  parser.on('opentag', (tag) => {
    if (depth === 0) roots += 1;
    if (roots > 1 || badElement(tag, depth)) refuse();
    if (tag.local.toLowerCase() === 'style') inStyle += 1;
    if (!tag.isSelfClosing) depth += 1;
  });
  parser.on('closetag', (tag) => {
    if (tag.local.toLowerCase() === 'style') inStyle -= 1;
    if (!tag.isSelfClosing) depth -= 1;
  });
  parser.on('text', (chunk) => {
    if (inStyle > 0 && badStyle(chunk)) refuse();
  });
  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch (error) {
    if (error instanceof Refused || error instanceof Error) return false;
    throw error;
  }
  return roots === 1 && depth === 0;
}
