import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useIntl } from 'react-intl';
import { useModal } from '../../lib/modal';
import type { ModalProps } from '../../lib/modal-descriptor';
import { toastMessage } from '../../lib/toast';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { cropToJpeg } from './crop';
import { clearPickedImage, pickedImage } from './picked-image';
import { usePictureCalls } from './use-picture';
import { MAX_ZOOM, MIN_ZOOM, snapZoom, ZOOM_STEP, zoomForKey } from './zoom';
import { useT } from '../../lib/i18n/translate';
import messages from './messages';

/**
 * The "cropper" modal (react-easy-crop): a square crop, zoom 1 to 3 in steps of 0.1 by the slider, the wheel, a
 * pinch or the keyboard (+ and -; the arrows move the image). Saving draws the crop to a canvas and sends it as a
 * JPEG in the multipart field `file`; a crop that fails says 'Failed to crop image.'.
 */
export default function CropperModal({ close }: ModalProps) {
  const intl = useIntl();
  const t = useT(messages);
  const { open } = useModal();
  const [image] = useState(pickedImage);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  // Gestures move the zoom smoothly; when one ends it settles on the 0.1 grid, as the slider and the keys always are.
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [cropping, setCropping] = useState(false);
  const done = () => {
    clearPickedImage();
    close();
  };
  const calls = usePictureCalls(done);
  // + and - zoom from the focused crop area (its own handler moves the image with the arrows).
  const stage = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const onKey = (event: KeyboardEvent) => {
      if (zoomForKey(event.key, MIN_ZOOM) === null) return;
      event.preventDefault();
      setZoom((z) => zoomForKey(event.key, z) ?? z);
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [image]);

  async function save() {
    if (!image || !area) return;
    setCropping(true);
    let jpeg: Blob;
    try {
      jpeg = await cropToJpeg(image.url, area);
    } catch {
      setCropping(false);
      toastMessage('error', t('profiles.cropper.failed'));
      return;
    }
    setCropping(false);
    await calls.upload(new File([jpeg], 'profile.jpg', { type: 'image/jpeg' }));
  }

  const title = t('profiles.cropper.title');
  if (!image) {
    return (
      <Dialog
        title={title}
        onClose={close}
        footer={
          <Button onClick={() => open('profile-image', {}, { replace: true })}>{t('profiles.cropper.back')}</Button>
        }
      >
        <p className="text-slate-700">{t('profiles.cropper.noImage')}</p>
      </Dialog>
    );
  }
  const shown = snapZoom(zoom);
  return (
    <Dialog
      title={title}
      description={t('profiles.cropper.intro')}
      onClose={done}
      footer={
        <>
          <Button variant="ghost" onClick={() => open('profile-image', {}, { replace: true })}>
            {t('profiles.cropper.back')}
          </Button>
          <Button busy={cropping || calls.uploading} disabled={!area} onClick={() => void save()}>
            {t('profiles.cropper.save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div ref={stage} className="relative h-72 w-full overflow-hidden rounded-2xl bg-slate-900">
          <Cropper
            image={image.url}
            crop={crop}
            zoom={zoom}
            aspect={1}
            cropShape="rect"
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            // A wheel notch (100 px) is one 0.1 step.
            zoomSpeed={0.2}
            onCropChange={setCrop}
            onZoomChange={(z) => setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z)))}
            onInteractionEnd={() => setZoom((z) => snapZoom(z))}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{ role: 'group', 'aria-label': t('profiles.cropper.area') }}
            mediaProps={{ alt: '' }}
          />
        </div>
        <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
          {t('profiles.cropper.zoom')}
          <input
            type="range"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={ZOOM_STEP}
            value={shown}
            onChange={(e) => setZoom(snapZoom(Number(e.target.value)))}
            aria-valuetext={`${intl.formatNumber(shown, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}×`}
            className="flex-1 accent-teal-700"
          />
          <output className="w-10 text-right tabular-nums" data-testid="zoom-value">
            {intl.formatNumber(shown, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}×
          </output>
        </label>
      </div>
    </Dialog>
  );
}
