import { Button, Input } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { cameraErrorMessage, noCameraApiMessage } from './camera-errors';
import { decodeFrame, loadDecoder, type DecodeFn } from './frame-decoder';
import './camera-scan.css';

/** What the camera view needs from the browser (tests pass their own). */
export interface CameraDeps {
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
  secure?: boolean;
  loadDecoder?: () => Promise<DecodeFn>;
  /** ms between two decoded frames */
  interval?: number;
}

const defaultDeps = (): CameraDeps => ({
  mediaDevices: typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined,
  secure: typeof window !== 'undefined' ? window.isSecureContext !== false : true,
  loadDecoder,
  interval: 120,
});

type Phase = { kind: 'starting' } | { kind: 'scanning' } | { kind: 'failed'; message: string };

/** The full-screen camera view: frames decoded until a code is read; 取消; typing the code when the camera fails. */
export function CameraScanner({ onDone, deps: given }: { onDone: (code: string | null) => void; deps?: CameraDeps }) {
  const deps = { ...defaultDeps(), ...given };
  const videoRef = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [typed, setTyped] = useState('');
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const depsRef = useRef(deps);

  useEffect(() => {
    const d = depsRef.current;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');

    const start = async () => {
      if (!d.mediaDevices?.getUserMedia) {
        setPhase({ kind: 'failed', message: noCameraApiMessage(d.secure !== false) });
        return;
      }
      try {
        stream = await d.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (e) {
        if (!stopped) setPhase({ kind: 'failed', message: cameraErrorMessage(e) });
        return;
      }
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      const video = videoRef.current!;
      video.srcObject = stream;
      video.muted = true;
      video.setAttribute('playsinline', 'true');
      try {
        await video.play();
      } catch {
        // autoplay refused: frames still arrive on most browsers once the stream is attached
      }
      let decode: DecodeFn;
      try {
        decode = await (d.loadDecoder ?? loadDecoder)();
      } catch {
        if (!stopped) setPhase({ kind: 'failed', message: '扫码组件加载失败，请检查网络后重试，或手动输入核销码' });
        return;
      }
      if (stopped) return;
      setPhase({ kind: 'scanning' });
      const tick = () => {
        if (stopped) return;
        let text: string | null = null;
        try {
          text = decodeFrame(video, canvas, decode);
        } catch {
          // a frame that cannot be read: try the next one
        }
        if (text) {
          stopped = true;
          navigator.vibrate?.(80);
          done.current(text);
          return;
        }
        timer = setTimeout(tick, d.interval ?? 120);
      };
      tick();
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  // the back button or Esc closes the view like 取消
  useEffect(() => {
    const cancel = () => done.current(null);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && cancel();
    window.addEventListener('popstate', cancel);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('popstate', cancel);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  const submitTyped = () => {
    const code = typed.trim();
    if (code) onDone(code);
  };

  return (
    <div className="camera-scan" role="dialog" aria-modal="true" aria-label="扫一扫">
      <video ref={videoRef} className="camera-scan-video" playsInline muted />
      {phase.kind !== 'failed' ? (
        <div className="camera-scan-frame-wrap">
          <div className="camera-scan-frame" />
          <p className="camera-scan-hint">
            {phase.kind === 'starting' ? '正在打开摄像头…' : '将二维码放入框内，即可自动扫描'}
          </p>
        </div>
      ) : (
        <div className="camera-scan-failed">
          <strong className="camera-scan-title">无法使用摄像头扫码</strong>
          <p className="camera-scan-message" role="alert">
            {phase.message}
          </p>
          <Input
            className="camera-scan-input"
            aria-label="手动输入核销码"
            placeholder="手动输入核销码"
            clearable
            value={typed}
            onChange={setTyped}
            onEnterPress={submitTyped}
          />
          <Button block color="primary" disabled={!typed.trim()} onClick={submitTyped}>
            确定
          </Button>
        </div>
      )}
      <div className="camera-scan-bar">
        <Button block fill="outline" className="camera-scan-cancel" onClick={() => onDone(null)}>
          取消
        </Button>
      </div>
    </div>
  );
}

/** Opens the camera view over the page; resolves the code read or typed, or null when cancelled. */
export function scanWithCamera(deps?: CameraDeps): Promise<string | null> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.className = 'camera-scan-host';
    document.body.appendChild(host);
    const root = createRoot(host);
    let settled = false;
    const finish = (code: string | null) => {
      if (settled) return;
      settled = true;
      resolve(code);
      // unmount after the event that finished it
      setTimeout(() => {
        root.unmount();
        host.remove();
      });
    };
    root.render(<CameraScanner onDone={finish} deps={deps} />);
  });
}
