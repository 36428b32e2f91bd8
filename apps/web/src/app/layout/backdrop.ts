/** spec: the background image depends on the path prefix (about, contact, account). */
export function backdropFor(pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  if (path === '/about' || path.startsWith('/about/')) return '/backgrounds/about.svg';
  if (path === '/contact' || path.startsWith('/contact/')) return '/backgrounds/contact.svg';
  if (path.startsWith('/account')) return '/backgrounds/account.svg';
  return undefined;
}
