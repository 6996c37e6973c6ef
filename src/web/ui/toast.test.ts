import { beforeEach, describe, expect, it, vi } from 'vitest';

// notify() mounts the toaster on first use and shows the toast only once it is there (decision 180).

const shown: string[] = [];
vi.mock('sonner', () => ({
  toast: Object.assign(() => {}, {
    dismiss: () => {},
    success: (title: string) => shown.push(`success:${title}`),
    error: (title: string) => shown.push(`error:${title}`),
    info: (title: string) => shown.push(`info:${title}`),
  }),
}));

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('notify', () => {
  beforeEach(() => {
    vi.resetModules();
    shown.length = 0;
  });

  it('asks for the toaster on first use, and shows the toast once it is mounted', async () => {
    const { notify, toasterRequest } = await import('./toast.ts');
    const asked = vi.fn();
    toasterRequest.subscribe(asked);
    expect(toasterRequest.isWanted()).toBe(false);
    notify.success('Enregistré');
    expect(toasterRequest.isWanted()).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);
    await settle();
    expect(shown).toEqual([]);
    toasterRequest.mounted();
    await settle();
    expect(shown).toEqual(['success:Enregistré']);
    notify.error('Échec');
    await settle();
    expect(shown).toEqual(['success:Enregistré', 'error:Échec']);
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
