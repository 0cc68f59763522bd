import groupLarge from '../../assets/hero-study-group-1600.webp';
import groupSmall from '../../assets/hero-study-group-800.webp';
import gradeLarge from '../../assets/hero-submit-grade-1600.webp';
import gradeSmall from '../../assets/hero-submit-grade-800.webp';
import teamLarge from '../../assets/hero-team-up-1600.webp';
import teamSmall from '../../assets/hero-team-up-800.webp';

export interface HeroSlideData {
  id: string;
  /** 1600 x 900 rendition, also the `src` fallback. */
  large: string;
  /** 800 x 450 rendition for phones. */
  small: string;
  subtitle: string;
}

export const HERO_IMAGE_SIZE = { width: 1600, height: 900 } as const;

/**
 * The slide is 70vh tall and the picture covers it, so on a portrait phone the picture is drawn
 * wider than the screen: at least 100vw, or 70vh x 16/9 ≈ 124.5vh when that is wider.
 */
export const HERO_IMAGE_SIZES = 'max(100vw, 124.5vh)';

export const heroSrcSet = (slide: HeroSlideData) => `${slide.small} 800w, ${slide.large} 1600w`;

export const HERO_SLIDES: HeroSlideData[] = [
  {
    id: 'study-group',
    large: groupLarge,
    small: groupSmall,
    subtitle: 'Share assignments with your study group, hand in your work and learn from each other.',
  },
  {
    id: 'submit-grade',
    large: gradeLarge,
    small: gradeSmall,
    subtitle: 'Submit a Google Docs link in seconds, then give classmates fair marks and friendly feedback.',
  },
  {
    id: 'team-up',
    large: teamLarge,
    small: teamSmall,
    subtitle: 'Invite friends, keep everyone on track and watch the whole group improve, one assignment at a time.',
  },
];
