import choosePlan from '../../assets/step-choose-plan.webp';
import learnShareGrade from '../../assets/step-learn-share-grade.webp';
import teamUp from '../../assets/step-team-up.webp';

/** A marketing card: id, title, description, imageUrl. */
export interface MarketingCard {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
}

export const STEP_IMAGE_SIZE = { width: 640, height: 400 } as const;

export const STEPS: MarketingCard[] = [
  {
    id: 1,
    title: 'Choose Your Plan',
    description: 'Sign up free, then pick the assignments that fit your course, your level and your deadline.',
    imageUrl: choosePlan,
  },
  {
    id: 2,
    title: 'Learn. Share. Grade. Together.',
    description: 'Submit your work as a Google Docs link and grade your classmates with marks and feedback.',
    imageUrl: learnShareGrade,
  },
  {
    id: 3,
    title: 'Team Up for Smarter Learning.',
    description: 'Study with friends, compare approaches and track how everyone improves over the term.',
    imageUrl: teamUp,
  },
];
