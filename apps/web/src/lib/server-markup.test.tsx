import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, useFormatDateTime } from './dates';
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
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('a part the server draws', () => {
  it('is drawn whole by the server, its time in UTC (the server knows no time zone)', () => {
    expect(renderToString(<Card at={AT} />)).toBe(
      '<p>Nov 23, 2026 5:05 PM UTC<!-- --> / <!-- -->3<!-- --> of 3</p>',
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
});
