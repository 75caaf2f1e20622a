import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RegisterPage from '../features/registration/pages/register-page';
import { jsdomGetters } from './fast-labels';
import { mockReference } from './reference';
import { renderPage } from './render';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Every label's control and every element's labels, where the fast getters and jsdom differ. */
function differences(root: ParentNode = document) {
  const found: string[] = [];
  const { control, labels } = jsdomGetters;
  if (!control || !labels) throw new Error('fast labels are not installed');
  for (const label of root.querySelectorAll('label')) {
    if (label.control !== control(label)) found.push(`control of ${label.outerHTML.slice(0, 80)}`);
  }
  for (const element of root.querySelectorAll('*')) {
    const fast = (element as HTMLInputElement).labels;
    if (fast === undefined) continue;
    const real = labels(element);
    if (fast === null || real === null) {
      if (fast !== real) found.push(`labels of ${element.outerHTML.slice(0, 80)}`);
      continue;
    }
    if ([...fast].join() !== [...real].join() || fast.length !== real.length)
      found.push(`labels of ${element.outerHTML.slice(0, 80)}`);
  }
  return found;
}

describe('fast label lookups', () => {
  it('agree with jsdom on the sign-up form', { timeout: 60_000 }, async () => {
    mockReference();
    renderPage(<RegisterPage />);
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelectorAll('label').length).toBeGreaterThan(10);
    expect(differences()).toEqual([]);
  });

  it('agree on for and nesting, an empty or unknown for, hidden inputs and the first of two ids', () => {
    document.body.innerHTML = `
      <label for="a">A</label><input id="a"><label for="a">A again</label>
      <label>Nested <input type="checkbox"></label><label for="">Empty</label>
      <label for="none">Unknown</label><label for="h">Hidden</label><input type="hidden" id="h">
      <label for="twice">Twice</label><select id="twice"></select><textarea id="twice"></textarea>
      <label for="d">Div</label><div id="d"></div><label><span>No control</span></label>
      <label for="b">Button</label><button id="b">b</button><label for="m"></label><meter id="m">`;
    expect(differences()).toEqual([]);
    const input = document.getElementById('a') as HTMLInputElement;
    expect([...(input.labels ?? [])].map((label) => label.textContent)).toEqual(['A', 'A again']);
  });

  it('agree outside the document (a detached form)', () => {
    const form = document.createElement('form');
    form.innerHTML = '<label for="x">X</label><input id="x"><label>Y <input></label>';
    expect(differences(form)).toEqual([]);
  });
});
