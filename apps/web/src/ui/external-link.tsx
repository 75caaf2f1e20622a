import { infoPagesMessages } from '@fhp/domain';
import { Anchor, type AnchorProps, Button, type ButtonProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

const t = infoPagesMessages;

/** A link to another site: new tab, no opener, and says so to screen readers. */
export function ExternalAnchor({
  href,
  children,
  ...props
}: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t.newTab}</VisuallyHidden>
    </Anchor>
  );
}

/** ExternalAnchor as a button. */
export function ExternalButton({
  href,
  children,
  ...props
}: ButtonProps & { href: string; children: ReactNode; onClick?: () => void }) {
  return (
    <Button component="a" href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {t.newTab}</VisuallyHidden>
    </Button>
  );
}
