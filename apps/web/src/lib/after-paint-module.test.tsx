import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../test/render';
import { type AfterPaintModule, afterPaintModule, useAfterPaintModule } from './after-paint-module';

type Parts = { name: string };

function Screen({ source }: { source: AfterPaintModule<Parts> }) {
  const parts = useAfterPaintModule(source);
  return <p>{parts ? `with ${parts.name}` : 'first screen only'}</p>;
}

const renderScreen = (source: AfterPaintModule<Parts>) =>
  renderPage(<Screen source={source} />, { errorElement: <p>the route failed</p> });

describe('a module asked for after the first paint', () => {
  it('draws the first screen, then the module once it has arrived', async () => {
    const source = afterPaintModule(async () => ({ name: 'the later cards' }));
    renderScreen(source);
    expect(screen.getByText('first screen only')).toBeInTheDocument();
    expect(await screen.findByText('with the later cards')).toBeInTheDocument();
    expect(source.loaded()).toEqual({ name: 'the later cards' });
  });

  it("is the route's failure when it does not arrive, and is asked for again next time", async () => {
    const importModule = vi
      .fn<() => Promise<Parts>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ name: 'the later cards' });
    const source = afterPaintModule(importModule);
    renderScreen(source);
    // Not the first screen left alone for good: the route's error screen (the app's RouteError,
    // "could not be loaded" with Reload).
    expect(await screen.findByText('the route failed')).toBeInTheDocument();
    await expect(source.load()).resolves.toEqual({ name: 'the later cards' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
