import { MantineProvider, NumberInput } from '@mantine/core';
import { act, type ReactNode, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeepTypedText } from './keep-typed-text';

/**
 * A form as the athlete page's offers draw them: controlled fields, and a render of their own
 * right after hydration (the page's `useMounted`, react-number-format's mount render), which is
 * where a controlled field's state was written back over the text typed before hydration.
 */
function Offer({ onAmount, onNote }: { onAmount: (v: unknown) => void; onNote: () => void }) {
  const [amount, setAmount] = useState<number | string>(10);
  const [contact, setContact] = useState('');
  const [note, setNote] = useState('');
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <form>
      <NumberInput
        label="Amount"
        value={amount}
        onChange={(v) => {
          onAmount(v);
          setAmount(v);
        }}
        name="amount"
        prefix="$"
        allowDecimal={false}
      />
      <label>
        Contact
        <input name="contact" value={contact} onChange={(e) => setContact(e.target.value)} />
      </label>
      <label>
        Note
        <textarea
          name="note"
          value={note}
          onChange={(e) => {
            onNote();
            setNote(e.target.value);
          }}
        />
      </label>
      <output>{`${typeof amount === 'number' ? amount * 100 : '-'} cents for ${contact}`}</output>
      <span>{mounted ? 'hydrated' : 'server'}</span>
    </form>
  );
}

/** The offer inside KeepTypedText, and a field of the page outside it. */
function Page({ children, onOutside }: { children: ReactNode; onOutside?: () => void }) {
  return (
    <MantineProvider env="test">
      <KeepTypedText>{children}</KeepTypedText>
      <label>
        Outside
        <input name="outside" defaultValue="" onChange={onOutside} />
      </label>
    </MantineProvider>
  );
}

let root: Root | null = null;

beforeEach(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's markup in the page, as the browser shows it before the app has loaded. */
function serverPage(page: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

/** What typing does to a field React does not own yet: its text changes, an input event fires. */
function typeBeforeHydration(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const fieldNamed = (container: HTMLElement, name: string) =>
  container.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLTextAreaElement;

describe('KeepTypedText', () => {
  it('hands text typed before hydration to the fields’ state, and the renders after keep it', () => {
    const onAmount = vi.fn();
    const onNote = vi.fn();
    const onOutside = vi.fn();
    const page = <Page onOutside={onOutside}>{<Offer onAmount={onAmount} onNote={onNote} />}</Page>;
    const container = serverPage(page);
    const amount = fieldNamed(container, 'amount');
    const contact = fieldNamed(container, 'contact');
    const note = fieldNamed(container, 'note');
    expect(amount.value).toBe('$10');

    typeBeforeHydration(amount, '7');
    typeBeforeHydration(contact, '5551234567');
    typeBeforeHydration(note, 'Go team');
    typeBeforeHydration(fieldNamed(container, 'outside'), 'not handed over');
    act(() => {
      root = hydrateRoot(container, page);
    });

    expect(container.textContent).toContain('hydrated');
    expect(container.querySelector('output')?.textContent).toBe('700 cents for 5551234567');
    expect(onAmount).toHaveBeenLastCalledWith(7);
    expect(amount.value).toBe('$7');
    expect(contact.value).toBe('5551234567');
    expect(note.value).toBe('Go team');
    // A field outside its children is not its business (it stays as typed, no input event).
    expect(fieldNamed(container, 'outside').value).toBe('not handed over');
    expect(onOutside).not.toHaveBeenCalled();
  });

  it('leaves fields nobody typed into alone: no change reaches their state', () => {
    const onAmount = vi.fn();
    const onNote = vi.fn();
    const page = <Page>{<Offer onAmount={onAmount} onNote={onNote} />}</Page>;
    const container = serverPage(page);
    act(() => {
      root = hydrateRoot(container, page);
    });

    expect(container.textContent).toContain('hydrated');
    expect(onAmount).not.toHaveBeenCalled();
    expect(onNote).not.toHaveBeenCalled();
    expect(fieldNamed(container, 'amount').value).toBe('$10');
  });

  it('was needed: without it the render after hydration puts the drawn values back', () => {
    const bare = <Offer onAmount={() => {}} onNote={() => {}} />;
    const page = <MantineProvider env="test">{bare}</MantineProvider>;
    const container = serverPage(page);
    const contact = fieldNamed(container, 'contact');
    typeBeforeHydration(contact, '5551234567');
    act(() => {
      root = hydrateRoot(container, page);
    });

    expect(container.textContent).toContain('hydrated');
    expect(contact.value).toBe('');
  });
});
