import { ActionIcon, MantineProvider, Tooltip } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HoverTooltip } from './hover-tooltip';

function show(onPointerEnter = vi.fn()) {
  render(
    <MantineProvider>
      {['0', '1', '2'].map((i) => (
        <HoverTooltip key={i} label={`Edit field ${i}`} openDelay={50}>
          <ActionIcon aria-label={`Edit field ${i}`} onPointerEnter={onPointerEnter}>
            ✎
          </ActionIcon>
        </HoverTooltip>
      ))}
    </MantineProvider>,
  );
  return onPointerEnter;
}

type Fiber = { type: unknown; child: Fiber | null; sibling: Fiber | null; return: Fiber | null };

/**
 * How many Mantine tooltips React has made beside the targets: counted in React's tree from the
 * buttons up (a closed tooltip draws nothing, so the DOM cannot tell).
 */
function madeTooltips(): number {
  let made = 0;
  for (const button of screen.getAllByRole('button')) {
    const key = Object.keys(button).find((k) => k.startsWith('__reactFiber$')) as string;
    let fiber = (button as unknown as Record<string, Fiber>)[key] ?? null;
    while (fiber && fiber.type !== HoverTooltip) fiber = fiber.return;
    for (let child = fiber?.child ?? null; child; child = child.sibling) {
      if (child.type === Tooltip) made += 1;
    }
  }
  return made;
}

describe('HoverTooltip', () => {
  it('renders only the targets until the pointer comes over one: no tooltip is made', () => {
    show();
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(madeTooltips()).toBe(0);
  });

  it("opens on a mouse's hover after the delay and closes when it leaves; the target stays the same element", async () => {
    const user = userEvent.setup();
    const onPointerEnter = show();
    const target = screen.getByRole('button', { name: 'Edit field 1' });
    target.focus();
    await user.hover(target);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit field 1');
    // Only the hovered one was made; its target kept its element, its focus and its own handler.
    expect(madeTooltips()).toBe(1);
    expect(screen.getByRole('button', { name: 'Edit field 1' })).toBe(target);
    expect(target).toHaveFocus();
    expect(onPointerEnter).toHaveBeenCalled();

    await user.unhover(target);
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens for a mouse that was over the target before React owned it, on its next move', async () => {
    show();
    const target = screen.getByRole('button', { name: 'Edit field 2' });
    // No pointerenter: the mouse came over the server's markup before hydration.
    fireEvent.pointerMove(target, { pointerType: 'mouse' });
    fireEvent.pointerMove(target, { pointerType: 'mouse' });
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit field 2');
    expect(madeTooltips()).toBe(1);
    fireEvent.pointerLeave(target, { pointerType: 'mouse' });
    await vi.waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('is not made by a touch: a tap on a phone just presses the button', async () => {
    const user = userEvent.setup();
    show();
    const target = screen.getByRole('button', { name: 'Edit field 0' });
    await user.pointer({ keys: '[TouchA]', target });
    expect(madeTooltips()).toBe(0);
  });
});
