import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOADS_PER_TASK, START_EVENTS, startOnInteraction } from './start-on-interaction';

/** The pre-rendered page as scripts/build.mjs writes it: markup in #root, the app in a template. */
function prerenderedPage(markup: string) {
  document.head.innerHTML = `<template id="app-assets"><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/react-abc.js"><link rel="modulepreload" crossorigin href="/assets/page-abc.js"></template>`;
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  return document.getElementById('root') as HTMLElement;
}

function SignInForm({ onSend }: { onSend: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const [toggled, setToggled] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(email);
      }}
    >
      <label htmlFor="email">Email</label>
      <input id="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <p>State: {email}</p>
      <button type="button" onClick={() => setToggled((on) => !on)}>
        <svg aria-hidden="true">
          <path d="M0 0h1v1H0z" />
        </svg>
        {toggled ? 'Shown' : 'Show'}
      </button>
      <a href="/home">Home</a>
      <button type="submit">Sign in</button>
    </form>
  );
}

let stop: () => void = () => {};
let root: Root | null = null;

beforeEach(() => {
  // act() from React itself (no Testing Library here) needs to be told it runs in a test.
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

afterEach(() => {
  stop();
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
});

/** The waiting for React to own what the visitor touched, and the replay after it. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(200));

/** What main.tsx does once the entry has loaded. */
function hydrate(container: HTMLElement, onSend: (email: string) => void) {
  act(() => {
    root = hydrateRoot(container, <SignInForm onSend={onSend} />);
  });
}

describe('startOnInteraction', () => {
  it('loads nothing until the visitor reaches for the page, then the entry once with its preloads', () => {
    prerenderedPage(renderToString(<SignInForm onSend={() => {}} />));
    const importEntry = vi.fn(async () => ({}));
    stop = startOnInteraction(document, importEntry);
    expect(importEntry).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link[rel=modulepreload]')).toHaveLength(0);

    for (const type of START_EVENTS) {
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
    }
    vi.runAllTimers();

    expect(importEntry).toHaveBeenCalledTimes(1);
    expect(importEntry).toHaveBeenCalledWith('/assets/index-abc.js');
    const preloads = [...document.head.querySelectorAll('link[rel=modulepreload]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/react-abc.js',
      '/assets/page-abc.js',
      '/assets/index-abc.js',
    ]);
    expect(document.getElementById('app-assets')).toBeNull();
  });

  it('starts the app in short tasks: reads, the first preloads with the entry, the rest a few at a time, then the import', () => {
    prerenderedPage(renderToString(<SignInForm onSend={() => {}} />));
    const template = document.getElementById('app-assets') as HTMLTemplateElement;
    template.dataset.early = '/api/me';
    const hrefs = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/c${i}.js`);
    template.innerHTML = `<script type="module" src="/assets/index-abc.js"></script>${hrefs
      .map((href) => `<link rel="modulepreload" href="${href}">`)
      .join('')}`;
    const fetchSpy = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    window.fhpEarlyRequests = undefined;
    const importEntry = vi.fn(async () => ({}));
    stop = startOnInteraction(document, importEntry);
    const inserted = () =>
      [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) =>
        link.getAttribute('href'),
      );
    const first = [...hrefs.slice(0, PRELOADS_PER_TASK), '/assets/index-abc.js'];
    try {
      document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));

      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(inserted()).toEqual([]);
      vi.advanceTimersToNextTimer();
      // The entry's own file is asked for with the first preloads...
      expect(inserted()).toEqual(first);
      vi.advanceTimersToNextTimer();
      expect(inserted()).toEqual([
        ...first,
        ...hrefs.slice(PRELOADS_PER_TASK, PRELOADS_PER_TASK * 2),
      ]);
      vi.advanceTimersToNextTimer();
      expect(inserted()).toEqual([...first, ...hrefs.slice(PRELOADS_PER_TASK)]);
      // ...and run once every preload is in the document, so Vite's preload helper finds the
      // route's scripts there and does not insert them itself in the entry's task.
      expect(importEntry).not.toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(importEntry).toHaveBeenCalledExactlyOnceWith('/assets/index-abc.js');
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      window.fhpEarlyRequests = undefined;
      vi.unstubAllGlobals();
    }
  });

  it('with afterPaint, starts the app right after the first paint without waiting for the visitor', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    prerenderedPage(renderToString(<SignInForm onSend={() => {}} />));
    const importEntry = vi.fn(async () => ({}));
    stop = startOnInteraction(document, importEntry, { afterPaint: true });
    expect(importEntry).not.toHaveBeenCalled();

    // The frame, then the task after its paint.
    await act(() => vi.advanceTimersToNextFrame());
    expect(importEntry).not.toHaveBeenCalled();
    await act(() => vi.runAllTimersAsync());
    expect(importEntry).toHaveBeenCalledExactlyOnceWith('/assets/index-abc.js');

    // A later interaction does not load it again.
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(importEntry).toHaveBeenCalledTimes(1);
  });

  it("sends the template's early reads when it starts loading the app, once each", () => {
    prerenderedPage(renderToString(<SignInForm onSend={() => {}} />));
    document.getElementById('app-assets')?.setAttribute('data-early', '/api/me /api/profile');
    const fetchSpy = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    window.fhpEarlyRequests = undefined;
    try {
      stop = startOnInteraction(
        document,
        vi.fn(async () => ({})),
      );
      expect(fetchSpy).not.toHaveBeenCalled();

      document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));

      expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(['/api/me', '/api/profile']);
      expect(fetchSpy).toHaveBeenCalledWith('/api/me', {
        credentials: 'include',
        headers: { accept: 'application/json' },
      });
      const sent = window.fhpEarlyRequests as Map<string, Promise<Response>> | undefined;
      expect([...(sent?.keys() ?? [])]).toEqual(['/api/me', '/api/profile']);
    } finally {
      window.fhpEarlyRequests = undefined;
      vi.unstubAllGlobals();
    }
  });

  it('holds a click on a button until the page is hydrated, then repeats it once', async () => {
    const container = prerenderedPage(renderToString(<SignInForm onSend={() => {}} />));
    const importEntry = vi.fn(async () => ({}));
    stop = startOnInteraction(document, importEntry);
    const button = screenButton('Show');

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(10);
    expect(importEntry).toHaveBeenCalledTimes(1);

    await settle();
    expect(button.textContent).toBe('Show'); // nothing owns the button yet: still held
    hydrate(container, () => {});
    await settle();
    expect(screenButton('Shown')).toBe(button);
    // Hydration kept the element; from now on clicks go straight to React, once each.
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => button.dispatchEvent(later));
    expect(later.defaultPrevented).toBe(false);
    expect(button.textContent).toBe('Show');
  });

  it("holds a click on a button's icon and repeats it on the button", async () => {
    const container = prerenderedPage(renderToString(<SignInForm onSend={() => {}} />));
    stop = startOnInteraction(document, async () => ({}));
    const button = screenButton('Show');
    const icon = button.querySelector('path') as SVGPathElement;

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    icon.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    hydrate(container, () => {});
    await settle();
    expect(screenButton('Shown')).toBe(button);
  });

  it('leaves a click on a link to the browser', () => {
    prerenderedPage(renderToString(<SignInForm onSend={() => {}} />));
    stop = startOnInteraction(document, async () => ({}));
    const link = document.querySelector('a') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // jsdom does not navigate; the point is that nothing cancelled the browser's default.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const seen = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('click', seen, { capture: true, once: true });
    link.dispatchEvent(click);
    expect(seen).toHaveReturnedWith(false);
  });

  it('hands text typed before hydration to the form, and sends a form submitted meanwhile', async () => {
    const { container, input } = typedBeforeHydration('fan@example.com');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    (input.form as HTMLFormElement).dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    const onSend = vi.fn();
    hydrate(container, onSend);
    await settle();

    expect(input.value).toBe('fan@example.com');
    expect(container.querySelector('p')?.textContent).toBe('State: fan@example.com');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('fan@example.com');
  });

  it('hands over text typed during hydration before a click that React already owns', () => {
    const { container } = typedBeforeHydration('fan@example.com');

    const onSend = vi.fn();
    hydrate(container, onSend);
    // No time passes: the click comes before the wait for React has looked again.
    act(() => screenButton('Sign in').click());

    expect(onSend).toHaveBeenCalledExactlyOnceWith('fan@example.com');
  });
});

/** The pre-rendered form, watched, with `text` typed into its e-mail field before React. */
function typedBeforeHydration(text: string) {
  const container = prerenderedPage(renderToString(<SignInForm onSend={() => {}} />));
  stop = startOnInteraction(document, async () => ({}));
  const input = document.getElementById('email') as HTMLInputElement;
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return { container, input };
}

function screenButton(name: string): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`no button named ${name}`);
  return button;
}
