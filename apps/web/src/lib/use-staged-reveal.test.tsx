import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStagedReveal } from './use-staged-reveal';

function Parts({ steps, log }: { steps: number; log: number[] }) {
  const shown = useStagedReveal(steps);
  log.push(shown);
  return <p>{`${shown} of ${steps}`}</p>;
}

describe('useStagedReveal', () => {
  it('draws the first part at once, then one more per render until all are drawn', async () => {
    const log: number[] = [];
    render(<Parts steps={3} log={log} />);
    expect(log[0]).toBe(1);
    expect(await screen.findByText('3 of 3')).toBeInTheDocument();
    // Never more than asked, never a step skipped.
    expect([...new Set(log)]).toEqual([1, 2, 3]);
  });

  it('draws a single part at once', () => {
    render(<Parts steps={1} log={[]} />);
    expect(screen.getByText('1 of 1')).toBeInTheDocument();
  });
});
