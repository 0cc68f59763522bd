// Demo assignments across subjects, difficulties and owners. Thumbnails are JPGs the web shell
// serves at /thumbnails/<name>.jpg; due dates are days from the seeding day.
type Difficulty = 'Easy' | 'Medium' | 'Hard';
export type Thumbnail =
  | 'algebra'
  | 'biology'
  | 'chemistry'
  | 'essay'
  | 'history'
  | 'physics'
  | 'programming'
  | 'statistics'
  | 'geography'
  | 'literature'
  | 'economics'
  | 'art';

export interface DemoAssignment {
  title: string;
  description: string;
  marks: number;
  difficulty: Difficulty;
  thumbnail: Thumbnail;
  dueInDays: number;
  owner: 'demo-ada' | 'demo-alan' | 'demo-grace';
}

export const DEMO_ASSIGNMENTS: readonly DemoAssignment[] = [
  {
    title: 'Solving Quadratic Equations',
    description:
      'Solve the twelve quadratic equations on the worksheet by factoring, completing the square and the quadratic formula. Show every step and check one root of each equation by substitution.',
    marks: 20,
    difficulty: 'Easy',
    thumbnail: 'algebra',
    dueInDays: 5,
    owner: 'demo-ada',
  },
  {
    title: 'Linear Algebra: Eigenvalues in Practice',
    description:
      'Compute the eigenvalues and eigenvectors of the three matrices given, then explain in half a page what they tell you about the stretching of the plane each matrix describes.',
    marks: 60,
    difficulty: 'Hard',
    thumbnail: 'algebra',
    dueInDays: 19,
    owner: 'demo-alan',
  },
  {
    title: 'Cell Structure Lab Report',
    description:
      'Write up the onion-skin and cheek-cell microscopy lab: aim, method, labelled drawings of both cell types, and a table comparing plant and animal cell organelles.',
    marks: 30,
    difficulty: 'Easy',
    thumbnail: 'biology',
    dueInDays: 8,
    owner: 'demo-grace',
  },
  {
    title: 'Titration and Molar Concentration',
    description:
      "Use the titration data from Tuesday's practical to find the concentration of the unknown hydrochloric acid. Include uncertainties and a short discussion of the main sources of error.",
    marks: 40,
    difficulty: 'Medium',
    thumbnail: 'chemistry',
    dueInDays: 12,
    owner: 'demo-ada',
  },
  {
    title: 'Persuasive Essay: Should Homework Be Optional?',
    description:
      'Write a 900-word persuasive essay taking a clear position on optional homework. Use at least two sources, address one counter-argument fairly, and end with a memorable conclusion.',
    marks: 50,
    difficulty: 'Medium',
    thumbnail: 'essay',
    dueInDays: 10,
    owner: 'demo-alan',
  },
  {
    title: 'Causes of the First World War',
    description:
      'Rank militarism, alliances, imperialism and nationalism by their importance as causes of the war. Justify the ranking with evidence from at least three primary sources in the pack.',
    marks: 45,
    difficulty: 'Medium',
    thumbnail: 'history',
    dueInDays: 15,
    owner: 'demo-grace',
  },
  {
    title: 'Projectile Motion Problem Set',
    description:
      'Ten problems on horizontal and angled launches, ignoring air resistance. For the last two, sketch the trajectory and mark the maximum height and the range with their values.',
    marks: 25,
    difficulty: 'Easy',
    thumbnail: 'physics',
    dueInDays: 3,
    owner: 'demo-ada',
  },
  {
    title: 'Electromagnetic Induction Investigation',
    description:
      "Design and describe an experiment that measures how the induced voltage in a coil depends on the speed of a falling magnet. Predict the result with Faraday's law before you test it.",
    marks: 70,
    difficulty: 'Hard',
    thumbnail: 'physics',
    dueInDays: 24,
    owner: 'demo-alan',
  },
  {
    title: 'Build a To-Do List in JavaScript',
    description:
      'Create a small web page where a user can add, complete and delete tasks, with tasks kept in localStorage. Share a Google Doc with your code, screenshots and a paragraph on what you learned.',
    marks: 35,
    difficulty: 'Easy',
    thumbnail: 'programming',
    dueInDays: 7,
    owner: 'demo-grace',
  },
  {
    title: 'Sorting Algorithms Compared',
    description:
      'Implement insertion sort, merge sort and quicksort, time them on random and already-sorted arrays of growing size, and explain the results using big-O notation and a chart.',
    marks: 80,
    difficulty: 'Hard',
    thumbnail: 'programming',
    dueInDays: 21,
    owner: 'demo-alan',
  },
  {
    title: 'Survey Data: Mean, Median and Spread',
    description:
      'Collect sleep-hours data from at least fifteen classmates, then compute the mean, median, range and standard deviation. Present the data in a histogram and comment on any outliers.',
    marks: 30,
    difficulty: 'Medium',
    thumbnail: 'statistics',
    dueInDays: 9,
    owner: 'demo-ada',
  },
  {
    title: 'Rivers and Flood Management',
    description:
      'Using the case study of a river of your choice, explain how its drainage basin responds to heavy rainfall and evaluate two hard and two soft engineering flood defences used there.',
    marks: 40,
    difficulty: 'Medium',
    thumbnail: 'geography',
    dueInDays: 14,
    owner: 'demo-grace',
  },
  {
    title: 'Symbolism in Lord of the Flies',
    description:
      'Analyse how Golding uses the conch, the fire and the beast as symbols. Support each point with a short quotation and explain how the symbol changes as the novel progresses.',
    marks: 50,
    difficulty: 'Hard',
    thumbnail: 'literature',
    dueInDays: 17,
    owner: 'demo-ada',
  },
  {
    title: 'Supply and Demand in Everyday Markets',
    description:
      'Pick a product whose price changed this year. Draw supply and demand diagrams that explain the change and discuss which groups of buyers and sellers gained or lost from it.',
    marks: 30,
    difficulty: 'Easy',
    thumbnail: 'economics',
    dueInDays: 6,
    owner: 'demo-alan',
  },
  {
    title: 'Colour Theory Still Life',
    description:
      'Paint or draw a still life of three objects using only a complementary colour scheme. Photograph the work, add it to a Google Doc, and explain your colour choices in a short paragraph.',
    marks: 20,
    difficulty: 'Easy',
    thumbnail: 'art',
    dueInDays: -2,
    owner: 'demo-grace',
  },
  {
    title: 'Probability with Dice and Cards',
    description:
      'Answer the fifteen questions on combined events, using tree diagrams and two-way tables. Then run a simulation of 100 dice rolls and compare the experimental and theoretical results.',
    marks: 100,
    difficulty: 'Hard',
    thumbnail: 'statistics',
    dueInDays: -5,
    owner: 'demo-ada',
  },
];

type DemoUid = 'demo-ada' | 'demo-alan' | 'demo-grace';

/**
 * Demo submissions: the assignment's index, who sent it and how many days ago, and its marking
 * (who, the marks, and how many hours after it was sent) or none while pending. The older graded
 * work gives each demo user a few months of progress to look at, Ada's rising.
 */
export const DEMO_SUBMISSIONS: ReadonlyArray<{
  assignment: number;
  submitter: DemoUid;
  daysAgo: number;
  notes: string;
  marked?: { by: DemoUid; obtainedMarks: number; feedback: string; afterHours: number };
}> = [
  { assignment: 0, submitter: 'demo-alan', daysAgo: 5, notes: 'I used the formula for the last three.' },
  {
    assignment: 0,
    submitter: 'demo-grace',
    daysAgo: 4.5,
    notes: '',
    marked: { by: 'demo-ada', obtainedMarks: 18, feedback: 'Clear working; check the sign in question 7.', afterHours: 26 },
  },
  { assignment: 2, submitter: 'demo-ada', daysAgo: 4, notes: 'Drawings are on page 2.' },
  {
    assignment: 4,
    submitter: 'demo-grace',
    daysAgo: 3,
    notes: 'Around 950 words, hope that is fine.',
    marked: {
      by: 'demo-alan',
      obtainedMarks: 41,
      feedback: 'Strong argument and good sources. The counter-argument needs more depth.',
      afterHours: 40,
    },
  },
  { assignment: 8, submitter: 'demo-alan', daysAgo: 2, notes: '' },
  {
    assignment: 13,
    submitter: 'demo-ada',
    daysAgo: 1.5,
    notes: 'I chose the price of coffee.',
    marked: { by: 'demo-grace', obtainedMarks: 27, feedback: 'Excellent diagrams.', afterHours: 20 },
  },
  { assignment: 9, submitter: 'demo-grace', daysAgo: 0.5, notes: 'Charts are at the end of the document.' },
  {
    assignment: 1,
    submitter: 'demo-ada',
    daysAgo: 100,
    notes: '',
    marked: {
      by: 'demo-grace',
      obtainedMarks: 36,
      feedback: 'Right eigenvalues; what the second matrix does to the plane is missing.',
      afterHours: 50,
    },
  },
  {
    assignment: 5,
    submitter: 'demo-ada',
    daysAgo: 70,
    notes: 'Four causes, one page each.',
    marked: { by: 'demo-alan', obtainedMarks: 31, feedback: 'Good use of sources; the long-term causes need more weight.', afterHours: 30 },
  },
  {
    assignment: 7,
    submitter: 'demo-ada',
    daysAgo: 40,
    notes: '',
    marked: { by: 'demo-grace', obtainedMarks: 52, feedback: 'A careful method. Add the uncertainty of the timings.', afterHours: 20 },
  },
  {
    assignment: 11,
    submitter: 'demo-ada',
    daysAgo: 15,
    notes: 'The Thames.',
    marked: { by: 'demo-alan', obtainedMarks: 34, feedback: 'A clear evaluation of each defence, with figures.', afterHours: 12 },
  },
  {
    assignment: 3,
    submitter: 'demo-alan',
    daysAgo: 85,
    notes: '',
    marked: { by: 'demo-grace', obtainedMarks: 30, feedback: 'Correct concentration; state the uncertainties.', afterHours: 36 },
  },
  {
    assignment: 6,
    submitter: 'demo-alan',
    daysAgo: 50,
    notes: '',
    marked: { by: 'demo-ada', obtainedMarks: 21, feedback: 'All ten right; label the axes of the sketches.', afterHours: 18 },
  },
  {
    assignment: 10,
    submitter: 'demo-grace',
    daysAgo: 30,
    notes: '',
    marked: { by: 'demo-alan', obtainedMarks: 24, feedback: 'A tidy histogram; the outliers deserve more than a line.', afterHours: 26 },
  },
  {
    assignment: 12,
    submitter: 'demo-grace',
    daysAgo: 10,
    notes: '',
    marked: { by: 'demo-alan', obtainedMarks: 44, feedback: 'Insightful on the conch, with well-chosen quotations.', afterHours: 8 },
  },
];
