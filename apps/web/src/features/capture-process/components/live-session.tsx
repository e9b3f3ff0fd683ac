import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Input, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TLookResponse } from '@evidence/shared/contracts';
import { useLiveSocket } from '../hooks/use-live-socket';
import { BUTTONS, keepsDefault, modifiersOf, toRemote } from '../lib/input-map';
import { clock } from '../lib/kinds';
import './capture-process.css';

/** The address as people read it (percent-encoded Chinese shown as Chinese); left as it is when not decodable. */
function readableUrl(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * The live page of a running session: the remote browser's screen on a canvas, the address bar, the time
 * left and 结束取证. Mouse, wheel and keys on the canvas go to the remote page; a hidden text box takes the
 * keyboard so an input method (Chinese) can compose, and only its committed text is sent (Input.insertText).
 */
export function LiveSession({ session }: { session: TLookResponse }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const keys = useRef<HTMLTextAreaElement | null>(null);
  const composing = useRef(false);
  const { state, status, error, send } = useLiveSocket(session.id, true, canvas);
  // what the user is typing into the address bar; null shows the remote page's address
  const [typed, setTyped] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const remote = { width: status?.width ?? 1280, height: status?.height ?? 686 };

  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const shownUrl = !status || status.url === 'about:blank' ? '' : readableUrl(status.url);

  // the wheel needs a non-passive listener to keep the page itself from scrolling
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = c.getBoundingClientRect();
      send({ t: 'wheel', ...toRemote({ x: e.clientX - r.left, y: e.clientY - r.top }, r, remote), deltaX: e.deltaX, deltaY: e.deltaY });
    };
    c.addEventListener('wheel', onWheel, { passive: false });
    return () => c.removeEventListener('wheel', onWheel);
  });

  const mouse = (type: 'mousePressed' | 'mouseReleased' | 'mouseMoved') => (e: React.MouseEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    const at = toRemote({ x: e.clientX - r.left, y: e.clientY - r.top }, r, remote);
    if (type === 'mousePressed') {
      e.preventDefault();
      keys.current?.focus();
    }
    const button = type === 'mouseMoved' ? 'none' : (BUTTONS[e.button] ?? 'left');
    send({ t: 'mouse', type, ...at, button, clickCount: type === 'mouseMoved' ? 0 : Math.min(3, Math.max(1, e.detail)), modifiers: modifiersOf(e) });
  };

  const key = (type: 'keyDown' | 'keyUp') => (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    // while an input method composes, its keys are its own: the committed text comes at compositionend
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    if (!keepsDefault(e)) e.preventDefault();
    send({ t: 'key', type, key: e.key.slice(0, 32), code: e.code.slice(0, 32), keyCode: e.keyCode & 255, modifiers: modifiersOf(e) });
  };

  const left = session.deadlineAt === null ? (status?.remainingMs ?? 0) : Math.max(0, session.deadlineAt - now);
  return (
    <div className="ep-live">
      <div className="ep-live-bar">
        <Space.Compact className="ep-live-nav">
          <Tooltip title="后退"><Button aria-label="后退" icon={<ArrowLeftOutlined />} onClick={() => send({ t: 'history', action: 'back' })} /></Tooltip>
          <Tooltip title="前进"><Button aria-label="前进" icon={<ArrowRightOutlined />} onClick={() => send({ t: 'history', action: 'forward' })} /></Tooltip>
          <Tooltip title="刷新"><Button aria-label="刷新" icon={<ReloadOutlined />} onClick={() => send({ t: 'history', action: 'reload' })} /></Tooltip>
        </Space.Compact>
        <Input.Search
          className="ep-live-address"
          aria-label="网址"
          placeholder="输入网址后回车，例如 https://www.example.com"
          enterButton="前往"
          value={typed ?? shownUrl}
          maxLength={2048}
          onFocus={() => setTyped(shownUrl)}
          onBlur={() => setTyped(null)}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(v) => {
            if (!v.trim()) return;
            send({ t: 'navigate', url: v.trim() });
            setTyped(null);
            keys.current?.focus();
          }}
        />
        <Tag color={left < 60_000 ? 'red' : 'blue'} className="ep-live-clock" aria-live="polite">
          剩余 {clock(left)}
        </Tag>
        <Popconfirm title="结束取证" description="结束后录像将进入处理，处理完成后可预览并确认。确定结束？" okText="结束" cancelText="继续取证" onConfirm={() => send({ t: 'end' })}>
          <Button type="primary" danger>
            结束取证
          </Button>
        </Popconfirm>
      </div>
      {status?.notice && <Alert className="ep-live-notice" type="warning" showIcon title={status.notice} />}
      {state !== 'open' && <Alert className="ep-live-notice" type={state === 'error' ? 'error' : 'info'} showIcon title={state === 'error' ? (error ?? '连接失败，正在重试') : '正在连接远程浏览器…'} />}
      <div className="ep-live-screen" style={{ aspectRatio: `${remote.width} / ${remote.height}` }}>
        <canvas
          ref={canvas}
          className="ep-live-canvas"
          data-testid="live-canvas"
          aria-label="远程浏览器画面：点击后可直接操作和输入"
          onMouseDown={mouse('mousePressed')}
          onMouseUp={mouse('mouseReleased')}
          onMouseMove={mouse('mouseMoved')}
          onContextMenu={(e) => e.preventDefault()}
        />
        <textarea
          ref={keys}
          className="ep-live-keys"
          aria-label="键盘输入（支持中文输入法）"
          data-testid="live-keys"
          onKeyDown={key('keyDown')}
          onKeyUp={key('keyUp')}
          onCompositionStart={() => (composing.current = true)}
          onCompositionEnd={(e) => {
            composing.current = false;
            if (e.data) send({ t: 'text', text: e.data });
            e.currentTarget.value = '';
          }}
          onPaste={(e) => {
            e.preventDefault();
            const text = e.clipboardData.getData('text').slice(0, 2000);
            if (text) send({ t: 'text', text });
          }}
          onInput={(e) => {
            const ev = e.nativeEvent as InputEvent;
            if (ev.isComposing || composing.current) return;
            // typed keys were sent at keydown (and their input prevented); text inserted without keys is sent here
            if (ev.inputType === 'insertText' && ev.data) send({ t: 'text', text: ev.data.slice(0, 2000) });
            e.currentTarget.value = '';
          }}
        />
      </div>
      <p className="ep-live-hint">画面下方的北京时间与网址会一同录入视频；输入的文字内容不写入操作日志，但会出现在录像中，请勿输入与取证无关的密码。</p>
    </div>
  );
}
