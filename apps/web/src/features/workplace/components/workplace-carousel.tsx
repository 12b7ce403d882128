import { useState, type FocusEvent, type ReactNode } from 'react';
import { Carousel } from '@arco-design/web-react';
import { IconLeft, IconPause, IconPlayArrowFill, IconRight } from '@arco-design/web-react/icon';
import { useTranslation } from '@/lib/i18n/i18n';
import { useMediaQuery } from '@/lib/dom/use-media-query';
import shapes from '../assets/carousel-shapes.svg';
import styles from './workplace.module.css';

/**
 * Promotional slides (docs/product.md, Workplace): one illustration bundled with the app (no
 * third-party URL) on each slide's own colours, captions localized. White text keeps 5:1 or more
 * on every colour.
 */
const SLIDES = [
  { key: 'analysis', from: '#0E42D2', to: '#165DFF' },
  { key: 'distribution', from: '#551DB0', to: '#722ED1' },
  { key: 'review', from: '#07656B', to: '#087A78' },
  { key: 'creation', from: '#A23511', to: '#CB2E22' },
  { key: 'community', from: '#006622', to: '#008026' },
] as const;

/**
 * The slides turn by themselves (WCAG 2.2.2): they pause while the pointer is over them (Arco), a
 * button stops and starts them, keyboard focus on them stops them until that button starts them
 * again (the WAI-ARIA carousel pattern), and they start stopped for a user who asks for reduced
 * motion.
 */
export function WorkplaceCarousel() {
  const { t } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [chosen, setChosen] = useState<boolean>();
  const turning = chosen ?? !reducedMotion;

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setChosen(false);
  };
  const arrow = (icon: ReactNode, label: string) => (
    <>
      {icon}
      <span className={styles.visuallyHidden}>{label}</span>
    </>
  );

  return (
    <section className={styles.carousel} aria-label={t('workplace.carousel')}>
      {/* Arco's carousel takes no focus handler: its wrapper listens (focus bubbles in React). */}
      <div onFocus={onFocus}>
        <Carousel
          autoPlay={turning}
          indicatorType="slider"
          showArrow="hover"
          icons={{
            prev: arrow(<IconLeft />, t('workplace.carousel.previous')),
            next: arrow(<IconRight />, t('workplace.carousel.next')),
          }}
          style={{ height: 170 }}
        >
          {SLIDES.map(({ key, from, to }) => (
            <div
              key={key}
              className={styles.slide}
              style={{
                backgroundImage: `url(${shapes}), linear-gradient(135deg, ${from}, ${to})`,
                backgroundColor: from,
              }}
            >
              <div className={styles.slideText}>
                <strong>{t(`workplace.carousel.${key}.title`)}</strong>
                <span>{t(`workplace.carousel.${key}.text`)}</span>
              </div>
            </div>
          ))}
        </Carousel>
      </div>
      {/* Drawn like Arco's arrows, on the slide's corner clear of the text and the indicator. */}
      <button
        type="button"
        className={styles.carouselToggle}
        aria-label={turning ? t('workplace.carousel.pause') : t('workplace.carousel.play')}
        onClick={() => setChosen(!turning)}
      >
        {turning ? <IconPause /> : <IconPlayArrowFill />}
      </button>
    </section>
  );
}
