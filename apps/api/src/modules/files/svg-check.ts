/**
 * SVG has no magic number, and it is a document that can run script when a browser opens it. The spec
 * allows .svg attachments, so one is accepted only when it is a plain drawing:
 * - UTF-8 text that is well-formed XML (every tag closed and nested, attributes quoted), whose root
 *   element is <svg> in the SVG namespace;
 * - no DOCTYPE or entity declarations (entity expansion attacks), no CDATA sections, no processing
 *   instructions other than the leading <?xml ...?>;
 * - no <script>, <foreignObject> (HTML inside SVG), <iframe>, <embed>, <object>, <handler>, <listener>
 *   elements, under any prefix, and no XHTML namespace;
 * - no event-handler attributes (on...), no javascript:/vbscript:/data:text URLs, no external
 *   references in href (only '#fragment' and data:image/png|jpeg|gif|webp), no url(...) to anything but
 *   '#fragment' and no @import in styles.
 * This is an allowlist in spirit: anything the checker does not understand is refused. Served files go
 * out as attachments with a sandboxing Content-Security-Policy besides (garage.routes.ts).
 */

const FORBIDDEN_ELEMENTS = new Set([
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
const SVG_NS = 'http://www.w3.org/2000/svg';
const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const ATTRIBUTE = /\s+([^\s=/>]+)\s*=\s*("([^"]*)"|'([^']*)')/y;

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

/** True when the bytes are a well-formed SVG drawing with nothing active in it (see above). */
export function isSafeSvg(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  text = text.replace(/^\uFEFF/, '');
  const lower = text.toLowerCase();
  if (lower.includes('<!doctype') || lower.includes('<!entity') || lower.includes('<![cdata[')) return false;
  if (lower.includes('http://www.w3.org/1999/xhtml')) return false;

  let i = 0;
  const stack: string[] = [];
  let sawRoot = false;
  let rootClosed = false;
  // The XML declaration, if any, comes first.
  const decl = /^\s*<\?xml\s[^?]*\?>/.exec(text);
  if (decl) i = decl[0].length;

  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const chunk = lt === -1 ? text.slice(i) : text.slice(i, lt);
    // Text outside the root element may only be whitespace.
    if ((stack.length === 0 && chunk.trim() !== '') || chunk.includes('>')) return false;
    if (stack[stack.length - 1] === 'style' && badStyle(chunk)) return false;
    if (lt === -1) break;
    i = lt;
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end === -1) return false;
      i = end + 3;
      continue;
    }
    if (text.startsWith('<?', i) || text.startsWith('<!', i)) return false;
    if (text.startsWith('</', i)) {
      const end = text.indexOf('>', i);
      if (end === -1) return false;
      const name = text.slice(i + 2, end).trim();
      if (stack.pop() !== name.toLowerCase()) return false;
      if (stack.length === 0) rootClosed = true;
      i = end + 1;
      continue;
    }
    // An opening or self-closing tag.
    const nameMatch = /^<([^\s/>]+)/.exec(text.slice(i, i + 200));
    if (!nameMatch?.[1] || !NAME.test(nameMatch[1])) return false;
    const name = nameMatch[1];
    const local = (name.includes(':') ? name.split(':')[1]! : name).toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(local)) return false;
    if (rootClosed) return false;
    if (!sawRoot) {
      if (name !== 'svg') return false;
      sawRoot = true;
    }
    let j = i + 1 + name.length;
    const attributes = new Map<string, string>();
    for (;;) {
      ATTRIBUTE.lastIndex = j;
      const a = ATTRIBUTE.exec(text);
      if (!a) break;
      const attr = a[1]!;
      const value = a[3] ?? a[4] ?? '';
      if (!NAME.test(attr) || attributes.has(attr) || value.includes('<')) return false;
      attributes.set(attr, value);
      j = ATTRIBUTE.lastIndex;
    }
    const rest = /^\s*(\/?)>/.exec(text.slice(j, j + 200));
    if (!rest) return false;
    for (const [attr, value] of attributes) {
      const a = attr.toLowerCase();
      const localAttr = a.includes(':') ? a.split(':')[1]! : a;
      if (localAttr.startsWith('on')) return false;
      if (badUrl(value)) return false;
      if (localAttr === 'href' && badHref(value)) return false;
      if (a === 'style' && badStyle(value)) return false;
      if (localAttr === 'src' || a === 'xml:base') return false;
      if (value.toLowerCase().includes('url(') && badStyle(value)) return false;
    }
    if (stack.length === 0 && attributes.get('xmlns') !== SVG_NS) return false;
    i = j + rest[0].length;
    if (rest[1] !== '/') stack.push(name.toLowerCase());
    else if (stack.length === 0) rootClosed = true;
  }
  return sawRoot && rootClosed && stack.length === 0;
}
