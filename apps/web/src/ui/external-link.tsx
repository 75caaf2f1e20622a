import { infoPagesMessages, isSitePath, type SiteLinkKey } from '@fhp/domain';
import { Anchor, type AnchorProps, Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const t = infoPagesMessages;

/**
 * A site link (site settings) drawn as a same-site path carries its key, so the server can put
 * the operator's absolute address in its place in a pre-rendered page (writeSiteLinks in
 * web-app.ts) without touching other links to the same path.
 */
const siteLinkMark = (key: SiteLinkKey | undefined) => ({ 'data-site-link': key ?? '' });

/**
 * A site link: another site opens in a new tab, no opener, and says so to screen readers; a
 * same-site path (a default that points to the product's own page) is an ordinary internal link.
 */
export function ExternalAnchor({
  href,
  siteLink,
  nofollow,
  children,
  ...props
}: AnchorProps & {
  href: string;
  siteLink?: SiteLinkKey;
  /** A link a user wrote (an athlete's social profile): no endorsement passed to search engines. */
  nofollow?: boolean;
  children: ReactNode;
}) {
  if (isSitePath(href)) {
    return (
      <Anchor component={Link} to={href} {...siteLinkMark(siteLink)} {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor
      href={href}
      target="_blank"
      rel={nofollow ? 'noopener noreferrer nofollow' : 'noopener noreferrer'}
      {...props}
    >
      {children}
      <VisuallyHidden> {t.newTab}</VisuallyHidden>
    </Anchor>
  );
}

/** ExternalAnchor as a button. `siteLink`: the site setting's key, when the link is one. */
export function ExternalButton({
  href,
  siteLink,
  children,
  ...props
}: ButtonProps & {
  href: string;
  siteLink?: SiteLinkKey;
  children: ReactNode;
  onClick?: () => void;
}) {
  if (isSitePath(href)) {
    return (
      <Button component={Link} to={href} {...siteLinkMark(siteLink)} {...props}>
        {children}
      </Button>
    );
  }
  return (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t.newTab}</VisuallyHidden>
    </Button>
  );
}
