import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Message, Progress } from '@arco-design/web-react';
import { IconCamera } from '@arco-design/web-react/icon';
import type { UserInfo } from '@console/shared';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@console/shared/user-centre/constants';
import { useTranslation } from '@/lib/i18n/i18n';
import { useUploadAvatar } from '../api/upload-avatar';
import { UserAvatar } from './user-avatar';
import styles from './user-centre.module.css';

/** Arco Design Pro starts the bar here as soon as a file is chosen, then follows the upload. */
const START_PERCENT = 20;

const isAvatarType = (type: string): boolean => (AVATAR_CONTENT_TYPES as readonly string[]).includes(type);

/**
 * The avatar and its upload: the chosen image shows at once, the bar follows the upload, which can
 * be cancelled. The browser's type and size are a first check; the server reads the bytes.
 */
export function AvatarUploader({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [progress, setProgress] = useState<{ percent: number; preview: string; controller: AbortController } | null>(
    null,
  );

  // The chosen image's object URL is released once it is no longer shown.
  useEffect(() => (progress ? () => URL.revokeObjectURL(progress.preview) : undefined), [progress]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAvatarType(file.type)) return void Message.error(t('userSetting.avatar.type'));
    if (file.size > AVATAR_MAX_BYTES) return void Message.error(t('userSetting.avatar.tooLarge'));
    const controller = new AbortController();
    setProgress({ percent: START_PERCENT, preview: URL.createObjectURL(file), controller });
    upload.mutate(
      {
        file,
        signal: controller.signal,
        onProgress: (fraction) =>
          setProgress((p) => p && { ...p, percent: Math.max(p.percent, Math.round(fraction * 100)) }),
      },
      {
        onSuccess: () => Message.success(t('userSetting.avatar.done')),
        onError: () => {
          if (controller.signal.aborted) Message.info(t('userSetting.avatar.cancelled'));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <div className={styles.uploader}>
      <UserAvatar
        size={100}
        triggerIcon={<IconCamera />}
        triggerType="mask"
        onClick={() => input.current?.click()}
        src={progress?.preview ?? user.avatar}
        name={user.name}
        alt={t('userInfo.avatarAlt', { name: user.name })}
      />
      <input
        ref={input}
        type="file"
        accept={AVATAR_CONTENT_TYPES.join(',')}
        className={styles.visuallyHidden}
        tabIndex={-1}
        aria-hidden
        onChange={choose}
      />
      {progress ? (
        <>
          <Progress percent={progress.percent} size="small" aria-label={t('userSetting.avatar.uploading')} />
          <Button size="mini" onClick={() => progress.controller.abort()}>
            {t('userSetting.avatar.cancel')}
          </Button>
        </>
      ) : (
        <>
          <Button size="small" icon={<IconCamera />} onClick={() => input.current?.click()}>
            {t('userSetting.avatar.change')}
          </Button>
          <span className={styles.hint}>{t('userSetting.avatar.hint')}</span>
        </>
      )}
    </div>
  );
}
