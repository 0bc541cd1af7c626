// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_PRESSES_KEY, SERVER_HEAD_SCRIPT } from './server-rendering';
import { holdTypedFields, replayEarlyPresses, restoreTypedFields } from './typed-before-hydration';

/** A server-rendered search form and a toggle button, echoing what each did. */
function Page({ sent }: { sent: string[] }) {
  const [q, setQ] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent.push(q);
        }}
      >
        <input id="q" aria-label="Search" value={q} onChange={(e) => setQ(e.target.value)} />
        <button type="submit">Search</button>
      </form>
      <button type="button" onClick={() => setIsOpen(!isOpen)}>
        Filters
      </button>
      <output>{isOpen ? 'open' : 'closed'}</output>
    </>
  );
}

let container: HTMLDivElement;
const removers: (() => void)[] = [];

/** The page as the browser has it before its scripts run: the server's head script has run. */
function serverRendered(sent: string[]) {
  const store = window as unknown as Record<string, unknown>;
  delete store[EARLY_PRESSES_KEY];
  // The head script's text, run as the browser runs it; its listeners are removed afterwards.
  const script = /<script>([\s\S]*)<\/script>/.exec(SERVER_HEAD_SCRIPT)?.[1] ?? '';
  const add = document.addEventListener.bind(document);
  document.addEventListener = ((type: string, listener: EventListener, capture?: boolean) => {
    removers.push(() => document.removeEventListener(type, listener, capture));
    add(type, listener, capture);
  }) as typeof document.addEventListener;
  new Function(script)();
  document.addEventListener = add;
  container = document.createElement('div');
  container.innerHTML = renderToString(<Page sent={sent} />);
  document.body.append(container);
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!;

afterEach(() => {
  container.remove();
  for (const remove of removers.splice(0)) remove();
});

describe('buttons pressed before hydration (ADR 0378)', () => {
  it('are held, then pressed once hydrated, after what was typed', async () => {
    const sent: string[] = [];
    serverRendered(sent);
    (container.querySelector('#q') as HTMLInputElement).value = 'lift maintenance';
    // The browser's own action (a submit reloading the page) is cancelled, not lost.
    expect(
      button('Search').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    ).toBe(false);
    button('Filters').click();

    holdTypedFields(container);
    await act(async () => {
      hydrateRoot(container, <Page sent={sent} />);
    });
    expect(sent).toEqual([]);
    await act(async () => {
      restoreTypedFields();
      replayEarlyPresses();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(sent).toEqual(['lift maintenance']);
    expect(container.querySelector('output')?.textContent).toBe('open');

    // Held once: a press after hydration goes straight to the app, and nothing is pressed again.
    await act(async () => {
      button('Filters').click();
      replayEarlyPresses();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(container.querySelector('output')?.textContent).toBe('closed');
    expect(sent).toEqual(['lift maintenance']);
  });

  it('finds a button hydration replaced again as the same one, and presses that', async () => {
    const sent: string[] = [];
    serverRendered(sent);
    button('Filters').click();
    // The node the visitor pressed is gone; an identical one stands in its place.
    const pressed = button('Filters');
    pressed.replaceWith(pressed.cloneNode(true));
    await act(async () => {
      hydrateRoot(container, <Page sent={sent} />);
    });
    await act(async () => {
      replayEarlyPresses();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(pressed.isConnected).toBe(false);
    expect(container.querySelector('output')?.textContent).toBe('open');
  });
});
