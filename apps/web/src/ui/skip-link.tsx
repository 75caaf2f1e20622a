import { shellMessages } from '@fhp/domain';
import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

/** The id of the element a layout's skip link jumps to (its main content). */
export const MAIN_CONTENT_ID = 'main-content';

/** Class for the skip link's target: focusable (tabIndex -1) without a focus ring. */
export const skipTargetClass = classes.target;

/**
 * "Skip to main content": the first thing a keyboard reaches, hidden until focused. It moves
 * focus to the main content (not only the scroll position), without touching the router's URL.
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.link} onClick={onClick}>
      {shellMessages.skipToContent}
    </a>
  );
}
