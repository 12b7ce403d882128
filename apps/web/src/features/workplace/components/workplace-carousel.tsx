import { useTranslation } from '@/lib/i18n';
import { Carousel } from '@arco-design/web-react';
import slide1 from '../assets/carousel-1.svg';
import slide2 from '../assets/carousel-2.svg';
import slide3 from '../assets/carousel-3.svg';
import styles from './workplace.module.css';

/** Promotional slides: images bundled with the app (no third-party URL), captions localized. */
const SLIDES = [
  { key: 'analysis', image: slide1, color: '#0E42D2' },
  { key: 'distribution', image: slide2, color: '#551DB0' },
  { key: 'review', image: slide3, color: '#07656B' },
] as const;

export function WorkplaceCarousel() {
  const { t } = useTranslation();
  return (
    <section className={styles.carousel} aria-label={t('workplace.carousel')}>
      <Carousel autoPlay indicatorType="slider" showArrow="never" style={{ height: 170 }}>
        {SLIDES.map(({ key, image, color }) => (
          <div key={key} className={styles.slide} style={{ backgroundImage: `url(${image})`, backgroundColor: color }}>
            <div className={styles.slideText}>
              <strong>{t(`workplace.carousel.${key}.title`)}</strong>
              <span>{t(`workplace.carousel.${key}.text`)}</span>
            </div>
          </div>
        ))}
      </Carousel>
    </section>
  );
}
