import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

const stubClipboard = (writeText?: (t: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
const stubExecCommand = (impl: () => boolean) => {
  const fn = vi.fn(impl);
  Object.defineProperty(document, 'execCommand', { value: fn, configurable: true, writable: true });
  return fn;
};

afterEach(() => {
  stubClipboard(undefined);
  Reflect.deleteProperty(document, 'execCommand');
});

describe('copyText', () => {
  it('uses the clipboard API when it works', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    const exec = stubExecCommand(() => true);
    await expect(copyText('分享 https://x')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('分享 https://x');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a textarea and execCommand when the API rejects, and cleans up', async () => {
    stubClipboard(() => Promise.reject(new Error('NotAllowedError')));
    let copied = '';
    const exec = stubExecCommand(() => {
      copied =
        (document.activeElement as HTMLTextAreaElement | null)?.value ??
        document.querySelector('textarea')?.value ??
        '';
      return true;
    });
    await expect(copyText('标题 https://x')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toBe('标题 https://x');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when there is no clipboard API', async () => {
    stubClipboard(undefined);
    stubExecCommand(() => true);
    await expect(copyText('x')).resolves.toBe(true);
  });

  it('answers false when both fail', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    stubExecCommand(() => false);
    await expect(copyText('x')).resolves.toBe(false);
    stubExecCommand(() => {
      throw new Error('unsupported');
    });
    await expect(copyText('x')).resolves.toBe(false);
  });
});
