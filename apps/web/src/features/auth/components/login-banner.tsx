import { Carousel } from '@arco-design/web-react';
import { useTranslation } from '@/lib/i18n';
import styles from './login-banner.module.css';

const SLIDES = ['templates', 'solutions', 'blocks'] as const;

/** The login banner: a fading carousel of the three slogans (screens.md 1.2). */
export function LoginBanner() {
  const { t } = useTranslation();
  return (
    <Carousel className={styles.carousel} animation="fade" autoPlay indicatorType="line" showArrow="never">
      {SLIDES.map((slide) => (
        <div key={slide} className={styles.slide}>
          <p className={styles.slogan}>{t(`login.banner.${slide}`)}</p>
          <p className={styles.subSlogan}>{t(`login.banner.${slide}.sub`)}</p>
          <img className={styles.image} src="/login-banner.svg" alt="" width={320} height={240} />
        </div>
      ))}
    </Carousel>
  );
}
