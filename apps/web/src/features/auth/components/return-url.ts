/**
 * spec: /account/login/{returnUrl?}, the return URL also read from the query string. Only a path on this
 * site is followed ('/my-garage', not 'https://evil.example' or '//evil.example'), so a crafted link cannot
 * send someone elsewhere after they sign in.
 */
export function safeReturnUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let value = raw.trim();
  // A path parameter arrives encoded once more than a query value ('%2Fmy-garage').
  if (!value.startsWith('/')) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  // Coming back to a sign-in page after signing in would be a loop.
  if (/^\/account\/(login|signup|register)(\/|\?|$)/i.test(value)) return null;
  return value;
}

export function withReturnUrl(path: string, returnUrl: string | null): string {
  return returnUrl ? `${path}?returnUrl=${encodeURIComponent(returnUrl)}` : path;
}
