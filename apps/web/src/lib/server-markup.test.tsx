import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, useFormatDateTime, useFromNow } from './dates';
import { useStagedReveal } from './use-staged-reveal';

/** A part of a page the server draws (a panel page's preview): a time, and staged cards. */
function Card({ at }: { at: string }) {
  const format = useFormatDateTime();
  const shown = useStagedReveal(3);
  return (
    <p>
      {format(at)} / {shown} of 3
    </p>
  );
}

const AT = '2026-11-23T17:05:00.000Z';
let root: Root | null = null;

afterEach(() => {
  vi.useRealTimers();
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a part the server draws', () => {
  it('is drawn whole by the server, its time in UTC (the server knows no time zone)', () => {
    expect(renderToString(<Card at={AT} />)).toBe(
      '<p>23 Nov 2026, 5:05 PM UTC<!-- --> / <!-- -->3<!-- --> of 3</p>',
    );
  });

  it("is hydrated without a mismatch, then shows the time in the visitor's zone", async () => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Card at={AT} />);
    document.body.append(container);
    const mismatch = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Card at={AT} />, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.textContent).toBe(`${formatDateTime(AT)} / 3 of 3`);
  });

  it('counts a relative time from when its data was read, then from now', async () => {
    // The server read the list at 17:10 and drew the page; the app hydrates it at 17:17.
    const readAt = Date.parse(AT) + 5 * 60_000;
    const Ago = () => <time>{useFromNow(readAt)(AT)}</time>;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(readAt);
    const html = renderToString(<Ago />);
    expect(html).toBe('<time>5 minutes ago</time>');

    vi.setSystemTime(readAt + 7 * 60_000);
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatch = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Ago />, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('12 minutes ago');
  });
});
