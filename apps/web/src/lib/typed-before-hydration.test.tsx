// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdTypedFields, restoreTypedFields } from './typed-before-hydration';

/** A server-rendered form with three kinds of controlled field, echoing its state. */
function Form() {
  const [min, setMin] = useState('');
  const [isAgreed, setIsAgreed] = useState(false);
  const [choice, setChoice] = useState('a');
  const [size, setSize] = useState('small');
  return (
    <form>
      <input id="min" aria-label="Min" value={min} onChange={(e) => setMin(e.target.value)} />
      <input
        id="agree"
        type="checkbox"
        aria-label="Agree"
        checked={isAgreed}
        onChange={(e) => setIsAgreed(e.target.checked)}
      />
      <select
        id="choice"
        aria-label="Choice"
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
      >
        <option value="a">A</option>
        <option value="b">B</option>
      </select>
      {['large', 'small'].map((value) => (
        <input
          key={value}
          id={`size-${value}`}
          type="radio"
          name="size"
          aria-label={value}
          value={value}
          checked={size === value}
          onChange={() => setSize(value)}
        />
      ))}
      <output>{`${min}|${isAgreed}|${choice}|${size}`}</output>
    </form>
  );
}

let container: HTMLDivElement;

/** The server's markup in the document, as the browser shows it before the script runs. */
function serverRendered(): HTMLDivElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  return container;
}

const field = <T extends Element>(selector: string) => container.querySelector(selector) as T;

async function hydrate() {
  await act(async () => {
    hydrateRoot(container, <Form />);
  });
}

afterEach(() => container.remove());

describe('fields typed before hydration', () => {
  it('reach the form once it is hydrated: text, a checkbox, a choice and a radio', async () => {
    serverRendered();
    field<HTMLInputElement>('#min').value = '500000';
    field<HTMLInputElement>('#agree').checked = true;
    field<HTMLSelectElement>('#choice').value = 'b';
    field<HTMLInputElement>('#size-large').checked = true;

    holdTypedFields(container);
    await hydrate();
    await act(async () => restoreTypedFields());

    expect(field('output').textContent).toBe('500000|true|b|large');
    expect(field<HTMLInputElement>('#min').value).toBe('500000');
    expect(field<HTMLInputElement>('#agree').checked).toBe(true);
    expect(field<HTMLInputElement>('#size-large').checked).toBe(true);
  });

  it('leaves untouched fields as the server rendered them, and gives back only once', async () => {
    serverRendered();
    holdTypedFields(container);
    await hydrate();
    await act(async () => restoreTypedFields());
    expect(field('output').textContent).toBe('|false|a|small');

    field<HTMLInputElement>('#min').value = 'later';
    await act(async () => restoreTypedFields());
    expect(field('output').textContent).toBe('|false|a|small');
  });
});
