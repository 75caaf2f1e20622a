import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RegisterPage from '../features/registration/pages/register-page';
import { jsdomComputedStyle } from './fast-computed-style';
import { mockReference } from './reference';
import { renderPage } from './render';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PROPERTIES = ['display', 'visibility', 'opacity'] as const;

/** Every element of the document, with what jsdom and the fast version say, where they differ. */
function differences() {
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    const fast = window.getComputedStyle(element);
    const real = jsdomComputedStyle(element);
    for (const property of PROPERTIES) {
      if (fast.getPropertyValue(property) !== real.getPropertyValue(property))
        found.push(`${element.outerHTML.slice(0, 80)} ${property}`);
      if (fast[property] !== real[property])
        found.push(`${element.outerHTML.slice(0, 80)} .${property}`);
    }
  }
  return found;
}

describe('fast getComputedStyle', () => {
  // Long: it asks jsdom's slow implementation about each of the form's elements.
  it('agrees with jsdom on display, visibility and opacity on the sign-up form', {
    timeout: 120_000,
  }, async () => {
    mockReference();
    renderPage(<RegisterPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(differences()).toEqual([]);
  });

  it('agrees on the hiding rules: attribute, user-agent tags, dialog, inline styles, inheritance', () => {
    document.body.innerHTML = `
      <div hidden><span>a</span></div><p hidden="until-found">b</p><dialog>c</dialog>
      <dialog open>d</dialog><input type="hidden" style="display:block"><template></template>
      <div style="visibility:hidden"><span>e</span><span style="visibility:visible">f</span></div>
      <div style="display:none;opacity:0"><b>g</b></div><span style="display:block">h</span>
      <table><tbody hidden><tr><td>i</td></tr></tbody></table><ul><li>j</li></ul>`;
    expect(differences()).toEqual([]);
    document.body.innerHTML = '';
  });
});
