import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy.tsx';

// A lazy part that renders at once once its code is here (decision 315): on the first render, with
// no fallback and no suspending, as hydration needs when the server drew it.

const greeting = ({ name }: { name: string }) => `Salut ${name}`;
const drawn = (Component: (props: { name: string }) => unknown) =>
  renderToString(
    <Suspense fallback={<p>chargement</p>}>
      {/* @ts-expect-error: a component returning text */}
      <Component name="Omar" />
    </Suspense>,
  );

describe('a preloadable lazy component', () => {
  it('shows its fallback while its code has not been asked for', () => {
    const part = preloadableLazy(() => Promise.resolve(greeting));
    const html = drawn(part.Component as never);
    expect(html).toContain('chargement');
    expect(html).not.toContain('Salut');
  });

  it('renders at once, without its fallback, once preloaded', async () => {
    const part = preloadableLazy(() => Promise.resolve(greeting));
    await part.preload();
    const html = drawn(part.Component as never);
    expect(html).toContain('Salut Omar');
    expect(html).not.toContain('chargement');
  });
});
