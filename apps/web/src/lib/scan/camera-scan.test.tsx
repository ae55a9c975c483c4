import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraScanner, scanWithCamera, type CameraDeps } from './camera-scan';
import { decodeFrame, type DecodeFn } from './frame-decoder';

const fakeStream = () => {
  const stop = vi.fn();
  return { stream: { getTracks: () => [{ stop }] } as unknown as MediaStream, stop };
};

afterEach(() => vi.restoreAllMocks());

describe('CameraScanner', () => {
  it('without a camera API says why and takes a typed code', async () => {
    const onDone = vi.fn();
    render(<CameraScanner onDone={onDone} deps={{ mediaDevices: undefined, secure: false }} />);
    expect((await screen.findByRole('alert')).textContent).toContain('HTTPS');
    fireEvent.change(screen.getByRole('textbox', { name: '手动输入核销码' }), { target: { value: ' HC9 ' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onDone).toHaveBeenCalledWith('HC9');
  });

  it('a refused permission says so in Chinese', async () => {
    const err = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    render(
      <CameraScanner
        onDone={vi.fn()}
        deps={{ mediaDevices: { getUserMedia: () => Promise.reject(err) }, secure: true }}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('未获得摄像头权限');
  });

  it('decodes frames until a code is read, then stops the camera', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { stream, stop } = fakeStream();
    let frames = 0;
    const decode: DecodeFn = () => (++frames < 3 ? null : { data: 'HC42' });
    const deps: CameraDeps = {
      mediaDevices: { getUserMedia: () => Promise.resolve(stream) },
      secure: true,
      loadDecoder: () => Promise.resolve(decode),
      interval: 1,
    };
    // a video with frames, read through a canvas
    Object.defineProperty(HTMLVideoElement.prototype, 'readyState', { configurable: true, get: () => 4 });
    Object.defineProperty(HTMLVideoElement.prototype, 'videoWidth', { configurable: true, get: () => 1280 });
    Object.defineProperty(HTMLVideoElement.prototype, 'videoHeight', { configurable: true, get: () => 720 });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
      getImageData: (_x: number, _y: number, w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
    } as never);
    const onDone = vi.fn();
    const view = render(<CameraScanner onDone={onDone} deps={deps} />);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('HC42'));
    expect(frames).toBe(3);
    expect(screen.getByText('将二维码放入框内，即可自动扫描')).toBeTruthy();
    delete (HTMLVideoElement.prototype as { readyState?: number }).readyState;
    delete (HTMLVideoElement.prototype as { videoWidth?: number }).videoWidth;
    delete (HTMLVideoElement.prototype as { videoHeight?: number }).videoHeight;
    // the camera stops when the view closes
    view.unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('scanWithCamera resolves null on 取消 and removes the view', async () => {
    const pending = scanWithCamera({ mediaDevices: undefined, secure: true });
    const cancel = await screen.findByRole('button', { name: '取消' });
    fireEvent.click(cancel);
    await expect(pending).resolves.toBeNull();
    await waitFor(() => expect(document.querySelector('.camera-scan-host')).toBeNull());
  });
});

describe('decodeFrame', () => {
  it('scales a frame down and hands it to the decoder', () => {
    const video = { readyState: 4, videoWidth: 1920, videoHeight: 1080 } as HTMLVideoElement;
    const canvas = document.createElement('canvas');
    const drawImage = vi.fn();
    vi.spyOn(canvas, 'getContext').mockReturnValue({
      drawImage,
      getImageData: (_x: number, _y: number, w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4) }),
    } as never);
    const decode = vi.fn<DecodeFn>(() => ({ data: ' X1 ' }));
    expect(decodeFrame(video, canvas, decode)).toBe('X1');
    expect(canvas.width).toBe(720);
    expect(canvas.height).toBe(405);
    expect(decode).toHaveBeenCalledWith(expect.any(Uint8ClampedArray), 720, 405, { inversionAttempts: 'dontInvert' });
    expect(
      decodeFrame({ readyState: 1, videoWidth: 0, videoHeight: 0 } as HTMLVideoElement, canvas, decode),
    ).toBeNull();
  });
});
