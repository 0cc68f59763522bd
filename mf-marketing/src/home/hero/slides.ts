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
