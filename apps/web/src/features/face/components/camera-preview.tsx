import { useEffect, useRef, useState } from 'react';

type CameraState = 'starting' | 'live' | 'unsupported' | 'unavailable' | 'denied';

/**
 * A live preview of the front camera, when the browser offers one (getUserMedia needs HTTPS or
 * localhost). Frames stay on the phone: nothing is recorded, drawn or sent. The camera is released
 * when the page closes or the check is done.
 */
export function CameraPreview({ active }: { active: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  // mediaDevices is missing on plain-HTTP pages other than localhost
  const media = typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function' ? navigator.mediaDevices : null;
  const [state, setState] = useState<CameraState>(media ? 'starting' : 'unsupported');

  useEffect(() => {
    if (!active || !media) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    media
      .getUserMedia({ video: { facingMode: 'user' }, audio: false })
      .then((s) => {
        if (cancelled) return s.getTracks().forEach((t) => t.stop());
        stream = s;
        if (video.current) video.current.srcObject = s;
        setState('live');
      })
      .catch((e: unknown) => setState(e instanceof DOMException && e.name === 'NotAllowedError' ? 'denied' : 'unavailable'));
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [active, media]);

  return (
    <div className="ep-mface-camera">
      <video ref={video} autoPlay playsInline muted className="ep-mface-camera__video" hidden={state !== 'live'} />
      {state !== 'live' && (
        <div className="ep-mface-camera__placeholder">
          {state === 'starting' && '正在打开摄像头…'}
          {state === 'denied' && '未获得摄像头权限，可直接选择下方的模拟结果'}
          {state === 'unsupported' && '当前页面无法使用摄像头（需 HTTPS 访问），可直接选择下方的模拟结果'}
          {state === 'unavailable' && '未检测到可用的摄像头，可直接选择下方的模拟结果'}
        </div>
      )}
      <p className="ep-mface-camera__note">画面仅在本机显示，不会上传或保存</p>
    </div>
  );
}
