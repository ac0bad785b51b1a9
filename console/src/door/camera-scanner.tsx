import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The browser's own barcode detection (Chromium on Android and desktop), where it exists. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

/** How often a frame is read; and how long the same code is ignored (the card is still in front of the camera). */
const FRAME_MS = 250;
const SAME_CODE_MS = 4_000;

/** Reads QR codes from one frame: BarcodeDetector when the browser has it, else jsQR (its own chunk) on a canvas. */
async function frameReader(): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve(null);
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return Promise.resolve(jsQR(image.data, image.width, image.height)?.data ?? null);
  };
}

/** The back camera, reading the entry card's QR code; each new code goes to `onCode`. */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer = 0;
    const last = { code: '', at: 0 };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const read = await frameReader();
        const tick = async () => {
          if (stopped || !video.current) return;
          const code = await read(video.current).catch(() => null);
          const now = Date.now();
          if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) {
            last.code = code;
            last.at = now;
            onCodeRef.current(code);
          }
          timer = window.setTimeout(() => void tick(), FRAME_MS);
        };
        void tick();
      } catch {
        setFailed(true);
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  return (
    <Stack gap="xs">
      {on && (
        <video ref={video} muted playsInline aria-label={t('door.camera')} style={{ width: '100%', borderRadius: 8 }} />
      )}
      <Button size="lg" variant={on ? 'light' : 'filled'} onClick={() => setOn((value) => !value)}>
        {on ? t('door.cameraStop') : t('door.cameraStart')}
      </Button>
      {failed && (
        <Alert color="yellow" role="alert">
          {t('door.cameraFailed')}
        </Alert>
      )}
    </Stack>
  );
}
