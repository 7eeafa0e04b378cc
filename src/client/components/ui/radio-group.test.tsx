// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioGroup, RadioGroupItem } from './radio-group';

/*
 * The checkout's payment choice, as the server renders it and a phone shows it before the page's code
 * has run (docs/decisions/026-choice-kept.md): a tap there checks the radio in the browser; once React
 * has hydrated the page, the next render of the group (a wilaya picked) must keep that choice, not
 * write the state's default back.
 */

// React's act() outside Testing Library: say this environment is one where act is used.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const METHODS = [
  ['bank_transfer', 'Virement bancaire'],
  ['cod', 'الدفع عند الاستلام'],
  ['ccp', 'CCP / BaridiMob'],
] as const;

let chosen: string[] = [];

function Payment() {
  const [method, setMethod] = useState('bank_transfer');
  const [wilaya, setWilaya] = useState('');
  return (
    <form data-wilaya={wilaya}>
      <RadioGroup
        value={method}
        onValueChange={(v) => {
          chosen.push(v);
          setMethod(v);
        }}
        aria-label="Mode de paiement"
      >
        {METHODS.map(([id, label]) => (
          <label key={id} htmlFor={`method-${id}`}>
            <RadioGroupItem value={id} id={`method-${id}`} />
            {label}
          </label>
        ))}
      </RadioGroup>
      <button type="button" onClick={() => setWilaya('31')}>
        31 Oran
      </button>
      <output>{method}</output>
    </form>
  );
}

const container = document.createElement('div');
const radio = (id: string) => container.querySelector<HTMLInputElement>(`#method-${id}`)!;

afterEach(() => {
  container.remove();
  chosen = [];
});

describe('RadioGroup on a server-rendered page', () => {
  it('keeps a choice tapped before hydration through the next render, and tells its owner', async () => {
    container.innerHTML = renderToString(<Payment />);
    document.body.append(container);
    expect(radio('bank_transfer').checked).toBe(true);

    // The tap before the code: the browser checks the radio; no React listener hears it.
    radio('cod').click();
    expect(radio('cod').checked).toBe(true);

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Payment />);
    });
    expect(chosen).toEqual(['cod']);
    expect(container.querySelector('output')!.textContent).toBe('cod');

    // Any later render of the group: the choice stays.
    await act(async () => container.querySelector('button')!.click());
    expect(radio('cod').checked).toBe(true);
    expect(radio('bank_transfer').checked).toBe(false);
    await act(async () => root!.unmount());
  });

  it('changes nothing when nothing was tapped before hydration', async () => {
    container.innerHTML = renderToString(<Payment />);
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Payment />);
    });
    await act(async () => container.querySelector('button')!.click());
    expect(chosen).toEqual([]);
    expect(radio('bank_transfer').checked).toBe(true);
    await act(async () => root!.unmount());
  });
});
