import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/i18n';
import styles from './login-banner.module.css';

const SLIDES = ['templates', 'solutions', 'blocks'] as const;
/** Arco Carousel's default auto-play interval. */
const INTERVAL_MS = 3000;

/**
 * The login banner: a fading carousel of the three slogans (docs/product.md, Shell: login page). It pauses while the
 * pointer or the focus is on it; the indicators show a slide on click. CSS does the fade, so the
 * login page loads no carousel component.
 */
export function LoginBanner() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % SLIDES.length), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <div
      className={styles.carousel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {SLIDES.map((slide, index) => (
        <div key={slide} className={styles.slide} data-active={index === current} aria-hidden={index !== current}>
          <p className={styles.slogan}>{t(`login.banner.${slide}`)}</p>
          <p className={styles.subSlogan}>{t(`login.banner.${slide}.sub`)}</p>
          <img className={styles.image} src="/login-banner.svg" alt="" width={320} height={240} />
        </div>
      ))}
      <div className={styles.indicators}>
        {SLIDES.map((slide, index) => (
          <button
            key={slide}
            type="button"
            className={styles.indicator}
            aria-label={t('login.banner.show', { index: index + 1 })}
            aria-pressed={index === current}
            onClick={() => setCurrent(index)}
          />
        ))}
      </div>
    </div>
  );
}
