import { describe, expect, it, vi } from 'vitest';
import { createOverlayGate } from './confirm-dialog';

describe('the overlay gate', () => {
  it('holds what is asked before the modal manager listens, then shows it, and later asks at once', async () => {
    const gate = createOverlayGate();
    const shown: string[] = [];
    gate.whenOpen(() => shown.push('logout'));
    await Promise.resolve();
    expect(shown).toEqual([]);

    gate.open();
    await vi.waitFor(() => expect(shown).toEqual(['logout']));

    gate.whenOpen(() => shown.push('delete'));
    await vi.waitFor(() => expect(shown).toEqual(['logout', 'delete']));
  });
});
