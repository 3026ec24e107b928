/**
 * The municipality's logo (PNG) and background (JPEG): what is stored, with its size, and a new one. The
 * server checks the file is that kind of image and at most 2 MB (the operator's rule); a file too large
 * is refused here before it is sent.
 */
import { MAX_TENANT_IMAGE_BYTES, type PortalSettings, TENANT_IMAGE_KINDS } from '@parkeerloket/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callStaff } from '../../lib/api-client';
import { PORTAL_SETTINGS_KEY } from './portal-settings-section';
import { reasonFor, SaveButton, SaveFeedback } from './settings-form';

type Kind = (typeof TENANT_IMAGE_KINDS)[number];

function tenantCode(): string {
  return window.location.pathname.split('/')[1] ?? '';
}

/** Where the portal serves the image (the web-app plugin), with a version so a new one shows at once. */
function imageUrl(kind: Kind, version: number): string {
  const code = tenantCode();
  const path = kind === 'logo' ? `/${code}/municipalities/${code}.png` : `/municipalities/${code}-bg.jpg`;
  return `${path}?v=${version}`;
}

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function ImageForm({ kind, portal, mayWrite }: { kind: Kind; portal: PortalSettings; mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [version, setVersion] = useState(() => Date.now());
  const info = portal.images[kind];
  const upload = useMutation({
    mutationFn: async (chosen: File) =>
      callStaff('setTenantImage', { params: { kind }, body: { data: await base64Of(chosen) } }),
    onSuccess: (answer) => {
      setVersion(Date.now());
      queryClient.setQueryData(PORTAL_SETTINGS_KEY, {
        ...portal,
        images: { ...portal.images, [kind]: answer },
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    if (file.size > MAX_TENANT_IMAGE_BYTES) {
      setTooLarge(true);
      return;
    }
    setTooLarge(false);
    upload.mutate(file);
  };
  const id = `image-${kind}`;
  const error = tooLarge ? t('staff.settings.image.too_large') : reasonFor(upload.error, 'body.data');
  const kb = (bytes: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 }).format(bytes / 1024);
  return (
    <form className="pl-staff-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="utrecht-heading-3">
        {t(`staff.settings.image.${kind}`)}
      </h3>
      {info ? (
        <>
          <img
            className="pl-staff-settings__image"
            src={imageUrl(kind, version)}
            alt={t(`staff.settings.image.${kind}_alt`)}
          />
          <p className="utrecht-paragraph">
            {info.width && info.height
              ? t('staff.settings.image.info_sized', { kb: kb(info.bytes), width: info.width, height: info.height })
              : t('staff.settings.image.info', { kb: kb(info.bytes) })}
          </p>
        </>
      ) : (
        <p className="utrecht-paragraph">{t('staff.settings.image.none')}</p>
      )}
      {mayWrite ? (
        <>
          <div className="pl-staff-form__field">
            <label htmlFor={id}>{t(`staff.settings.image.choose_${kind}`)}</label>
            <p className="pl-staff-form__hint" id={`${id}-hint`}>
              {t(`staff.settings.image.hint_${kind}`)}
            </p>
            {error ? (
              <p className="pl-staff-form__error" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
            <input
              id={id}
              type="file"
              accept={kind === 'logo' ? 'image/png' : 'image/jpeg'}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
          <SaveButton busy={upload.isPending || !file}>{t(`staff.settings.image.upload_${kind}`)}</SaveButton>
          <SaveFeedback mutation={upload} saved={t('staff.settings.image.saved')} />
        </>
      ) : null}
    </form>
  );
}

export function ImagesSection({ portal, mayWrite }: { portal: PortalSettings; mayWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="settings-images" className="pl-staff-settings__section">
      <h2 id="settings-images" className="utrecht-heading-2">
        {t('staff.settings.image.title')}
      </h2>
      {TENANT_IMAGE_KINDS.map((kind) => (
        <ImageForm key={kind} kind={kind} portal={portal} mayWrite={mayWrite} />
      ))}
    </section>
  );
}
