import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

type RouterLinkProps = Omit<LinkProps, 'to'> & { href: LinkProps['to'] };

/** Lets MUI's `href` props navigate client-side; `mailto:` and other absolute URLs pass through. */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, ...props },
  ref,
) {
  return <Link ref={ref} to={href} {...props} />;
});
